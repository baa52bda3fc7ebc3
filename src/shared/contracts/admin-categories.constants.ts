// Zod-free part of the categories contract: what pages may import without loading zod.

export const CATEGORY_NAME_MAX = 60;

export const CATEGORY_MESSAGES = {
  nameRequired: 'Name is required',
  nameTooLong: `Name must be ${CATEGORY_NAME_MAX} characters or less`,
  notFound: 'Category not found.',
  nameTaken: 'A category with this name already exists.',
  inUse: 'This category is used by indicators: move them to another category first.',
} as const;
