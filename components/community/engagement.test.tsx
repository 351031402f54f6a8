import { render, screen } from '@testing-library/react';
import { Engagement } from './engagement';

describe('Engagement', () => {
  it('says what the numbers count, not just which icon they sit beside', () => {
    render(<Engagement likes={1312} comments={58} />);
    expect(screen.getByText(/1,312/).closest('p')).toHaveTextContent('1,312 likes58 comments');
  });
});
