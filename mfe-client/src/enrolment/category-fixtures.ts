import type { Category } from '@portal/shared-api';

/** A category of the tree for the enrolment tests: a branch with no prices unless the test says otherwise. */
export const categoryFixture = (fields: Pick<Category, 'id' | 'consecutive' | 'name'> & Partial<Category>): Category => ({
  type: 'Aprovechamiento',
  isGroup: false,
  leaf: false,
  octoberOnly: false,
  extraAreaAndPsa: false,
  templateUrl: null,
  flexFileName1: null,
  flexFileName2: null,
  flexFileName3: null,
  flexFileName4: null,
  flexFileName5: null,
  categoryPriceRanges: [],
  ...fields,
});
