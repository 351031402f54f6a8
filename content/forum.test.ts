import { forumCategories, forumThreads } from './forum';

describe('forum threads', () => {
  it('are three, each in a valid category with a relative time', () => {
    expect(forumThreads).toHaveLength(3);
    for (const thread of forumThreads) {
      expect(forumCategories).toContain(thread.category);
      expect(thread.time).toMatch(/^\d+ (minute|hour|day|week)s? ago$/);
      expect(thread.replies).toBeGreaterThanOrEqual(0);
    }
  });
});
