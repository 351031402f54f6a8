import { render, screen } from '@testing-library/react';
import { StarRating } from './star-rating';

describe('StarRating', () => {
  it('exposes the rating as one image named for screen readers', () => {
    render(<StarRating value={5} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });

  it('clamps out-of-range values', () => {
    render(<StarRating value={9} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' })).toBeInTheDocument();
  });

  it('keeps fractional ratings', () => {
    render(<StarRating value={4.8} />);
    expect(screen.getByRole('img', { name: '4.8 out of 5 stars' })).toBeInTheDocument();
  });
});
