// Zod-free part of the support contract (support.ts re-exports it): what browser code may import
// without pulling zod into a page's first load.

export const SUPPORT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000, reply: 10000 } as const;
export const SUPPORT_STATUSES = ['open', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];
export const SUPPORT_ADMIN_PAGE_SIZE = 20;

export const SUPPORT_MESSAGE_NOT_FOUND = 'Message not found.';
