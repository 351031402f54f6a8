import { render, screen, within } from '@testing-library/react';
import { Quote } from './quote';

describe('Quote', () => {
  it('puts the words in a blockquote and the attribution in the caption', () => {
    render(<Quote text="Drop the ball." author="The Microloop team" role="Studio whiteboard" />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByText('Drop the ball.').closest('blockquote')).not.toBeNull();
    const caption = figure.querySelector('figcaption');
    expect(caption).toHaveTextContent('The Microloop team');
    expect(caption).toHaveTextContent('Studio whiteboard');
  });

  it('keeps a header such as a rating inside the blockquote', () => {
    render(<Quote text="Great." author="A" role="B" header={<span role="img" aria-label="5 out of 5 stars" />} />);
    expect(screen.getByRole('img', { name: '5 out of 5 stars' }).closest('blockquote')).not.toBeNull();
  });
});
