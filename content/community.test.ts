import { communityStats } from './community';

describe('community stats', () => {
  it('are the static values of the spec', () => {
    expect(communityStats.map((s) => [s.value, s.label])).toEqual([
      ['15K+', 'Active Developers'],
      ['1.2K+', 'Published Games'],
      ['5K+', 'Forum Discussions'],
    ]);
  });
});
