import { render, screen } from '@testing-library/react';
import { tutorials } from '@/content/tutorials';
import { TutorialCard } from './tutorial-card';

describe('TutorialCard', () => {
  it('shows the title, type, duration and a difficulty badge whose text is the level', () => {
    const video = tutorials[1];
    render(<TutorialCard tutorial={video} />);
    expect(screen.getByRole('heading', { level: 3, name: video.title })).toBeInTheDocument();
    expect(screen.getByText('Video')).toBeInTheDocument();
    expect(screen.getByText('12 min watch')).toBeInTheDocument();
    expect(screen.getByTestId('difficulty-badge')).toHaveTextContent(/^Intermediate$/);
  });

  it.each(tutorials.map((tutorial) => [tutorial.title, tutorial]))('“%s” opens its written tutorial from its title', (_, tutorial) => {
    render(<TutorialCard tutorial={tutorial} />);
    expect(screen.getByRole('link', { name: tutorial.title })).toHaveAttribute('href', `/docs/tutorials/${tutorial.id}`);
  });
});
