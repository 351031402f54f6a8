import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { templates } from '@/content/templates';
import { catalogEntries } from './catalog-entries';
import { notify } from '@/components/ui/notify';
import { TemplatesCatalog } from './templates-catalog';

jest.mock('@/components/ui/notify', () => ({ notify: jest.fn() }));
// The preview dialog's chunk does not arrive (offline, blocked).
jest.mock('./template-preview', () => {
  throw new Error('Loading chunk failed');
});

it('says so when the preview dialog cannot load, and the catalog keeps working', async () => {
  const user = userEvent.setup();
  render(<TemplatesCatalog templates={catalogEntries()} />);
  await user.click(screen.getByRole('button', { name: 'Preview PhysicsDropper' }));
  expect(notify).toHaveBeenCalledWith('The preview could not open', {
    variant: 'destructive',
    description: "Its code did not load. PhysicsDropper's template page has every detail.",
  });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.click(screen.getByRole('radio', { name: /Godot/ }));
  expect(screen.getAllByTestId('template-card').length).toBeLessThan(templates.length);
});
