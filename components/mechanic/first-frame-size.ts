/** The first-frame still's size: the game area's 4:3 at about the width it has on a desktop page. */
export const stillSize = { width: 640, height: 480 } as const;
