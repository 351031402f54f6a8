import { domAnimation } from 'framer-motion';

// Loaded with import() by LazyMotion so the animation engine stays off the first load.
export default domAnimation;
