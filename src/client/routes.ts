import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';

// One line per page. Public and signed-in pages share the site layout; admin pages get their own.
export default [
  layout('routes/site-layout.tsx', [
    index('routes/home.tsx'),
    route('pricing', 'routes/pricing.tsx'),
    route('get-started', 'routes/get-started.tsx'),
    route('docs', 'routes/docs.tsx'),
    route('tutorials', 'routes/tutorials.tsx'),
    route('changelog', 'routes/changelog.tsx'),
    route('privacy', 'routes/privacy.tsx'),
    route('terms', 'routes/terms.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('support', 'routes/support.tsx'),
    route('suggestions', 'routes/suggestions.tsx'),
    route('suggestions/unsubscribe', 'routes/suggestions-unsubscribe.tsx'),
    route('releases/unsubscribe', 'routes/releases-unsubscribe.tsx'),
    route('affiliate', 'routes/affiliate.tsx'),
    // SPEC §2: /products and /indicators both show the catalogue.
    route('products', 'routes/catalogue.tsx', { id: 'products' }),
    route('indicators', 'routes/catalogue.tsx', { id: 'indicators' }),
    route('indicators/:indicatorId', 'routes/indicator-detail.tsx'),
    route('cart', 'routes/cart.tsx'),
    route('checkout', 'routes/checkout.tsx'),
    route('orders', 'routes/orders.tsx'),
    route('account', 'routes/account.tsx'),
    route('licences/reset', 'routes/licence-reset.tsx'),
    route('login', 'routes/login.tsx'),
    route('forgot-password', 'routes/forgot-password.tsx'),
    route('reset-password', 'routes/reset-password.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
  // The end of the OAuth popup: no site chrome, it closes itself at once.
  route('oauth/callback', 'routes/oauth-callback.tsx'),
  route('admin', 'routes/admin/layout.tsx', [
    // DECISIONS "Admin area": /admin and /admin/dashboard both show indicator management.
    index('routes/admin/indicators.tsx', { id: 'admin-indicators' }),
    route('dashboard', 'routes/admin/indicators.tsx', { id: 'admin-dashboard' }),
    route('indicators/:indicatorId/releases', 'routes/admin/releases.tsx'),
    route('orders', 'routes/admin/orders.tsx'),
    route('orders/:orderId', 'routes/admin/order.tsx'),
    route('licences', 'routes/admin/licences.tsx'),
    route('licences/:licenceId', 'routes/admin/licence.tsx'),
    route('blog', 'routes/admin/blog.tsx'),
    route('blog/categories', 'routes/admin/blog-categories.tsx'),
    route('blog/:id', 'routes/admin/blog-edit.tsx'),
    route('support', 'routes/admin/support-inbox.tsx'),
    route('affiliates', 'routes/admin/affiliates.tsx'),
    route('payouts', 'routes/admin/payouts.tsx'),
    route('suggestions', 'routes/admin/suggestions.tsx'),
  ]),
] satisfies RouteConfig;
