import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RequireAuth } from './route-guard';
import { NotFoundPage } from './not-found-page';
import { DashboardRedirect } from './dashboard-redirect';
import { lazyNamed } from '../lib/lazy';

// Marketing pages (features/marketing, written alongside).
const HomePage = lazyNamed(() => import('../features/marketing/pages/home-page'), 'HomePage');
const AboutPage = lazyNamed(() => import('../features/marketing/pages/about-page'), 'AboutPage');
const FaqPage = lazyNamed(() => import('../features/marketing/pages/faq-page'), 'FaqPage');
const ContactPage = lazyNamed(() => import('../features/marketing/pages/contact-page'), 'ContactPage');
const PrivacyPage = lazyNamed(() => import('../features/marketing/pages/privacy-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/marketing/pages/terms-page'), 'TermsPage');
const SupportPage = lazyNamed(() => import('../features/marketing/pages/support-page'), 'SupportPage');
const AiHubPage = lazyNamed(() => import('../features/marketing/pages/ai-hub-page'), 'AiHubPage');
const HelpArticlePage = lazyNamed(() => import('../features/marketing/pages/help-article-page'), 'HelpArticlePage');

// Accounts.
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const SettingsPage = lazyNamed(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
const ConversationPage = lazyNamed(() => import('../features/messaging/pages/conversation-page'), 'ConversationPage');
const NotificationsPage = lazyNamed(
  () => import('../features/notifications/pages/notifications-page'),
  'NotificationsPage',
);

// Dashboards.
const BuyerDashboardPage = lazyNamed(
  () => import('../features/dashboard/pages/buyer-dashboard-page'),
  'BuyerDashboardPage',
);
const VendorDashboardPage = lazyNamed(
  () => import('../features/dashboard/pages/vendor-dashboard-page'),
  'VendorDashboardPage',
);
const AdminDashboardPage = lazyNamed(
  () => import('../features/admin/pages/admin-dashboard-page'),
  'AdminDashboardPage',
);
const MonitorPage = lazyNamed(() => import('../features/admin/pages/monitor-page'), 'MonitorPage');
const DevMailboxPage = lazyNamed(() => import('../features/dev/pages/dev-mailbox-page'), 'DevMailboxPage');

// Catalog: browse, product page, vendor product wizards.
const BrowseProductsPage = lazyNamed(
  () => import('../features/catalog/pages/browse-products-page'),
  'BrowseProductsPage',
);
const ProductDetailPage = lazyNamed(() => import('../features/catalog/pages/product-detail-page'), 'ProductDetailPage');
const AddProductPage = lazyNamed(() => import('../features/catalog/pages/add-product-page'), 'AddProductPage');
const EditProductPage = lazyNamed(() => import('../features/catalog/pages/edit-product-page'), 'EditProductPage');

// Cart, checkout and orders.
const CartPage = lazyNamed(() => import('../features/cart/pages/cart-page'), 'CartPage');
const CheckoutPage = lazyNamed(() => import('../features/orders/pages/checkout-page'), 'CheckoutPage');
const ProformaPage = lazyNamed(() => import('../features/orders/pages/proforma-page'), 'ProformaPage');
const SandboxApprovePage = lazyNamed(
  () => import('../features/orders/pages/sandbox-approve-page'),
  'SandboxApprovePage',
);
const CheckoutReturnPage = lazyNamed(
  () => import('../features/orders/pages/checkout-return-page'),
  'CheckoutReturnPage',
);
const PhoneWaitingPage = lazyNamed(() => import('../features/orders/pages/phone-waiting-page'), 'PhoneWaitingPage');
const OrderConfirmationPage = lazyNamed(
  () => import('../features/orders/pages/order-confirmation-page'),
  'OrderConfirmationPage',
);

// Vendor onboarding (public: signed-out visitors see the intro).
const VendorOnboardingPage = lazyNamed(
  () => import('../features/onboarding/pages/vendor-onboarding-page'),
  'VendorOnboardingPage',
);

// Shipping: vendor dashboard, public tracking, admin shipments.
const ShippingDashboardPage = lazyNamed(
  () => import('../features/shipping/pages/shipping-dashboard-page'),
  'ShippingDashboardPage',
);
const PublicTrackingPage = lazyNamed(
  () => import('../features/shipping/pages/public-tracking-page'),
  'PublicTrackingPage',
);
// Buying requests (RFQs): the buyer posts one, vendors quote, the buyer compares.
const RfqsPage = lazyNamed(() => import('../features/rfqs/pages/rfqs-page'), 'RfqsPage');
const NewRfqPage = lazyNamed(() => import('../features/rfqs/pages/new-rfq-page'), 'NewRfqPage');
const RfqDetailPage = lazyNamed(() => import('../features/rfqs/pages/rfq-detail-page'), 'RfqDetailPage');
const DisputePage = lazyNamed(() => import('../features/disputes/pages/dispute-page'), 'DisputePage');
const AdminShippingPage = lazyNamed(
  () => import('../features/shipping/pages/admin-shipping-page'),
  'AdminShippingPage',
);

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      {
        children: [
          // public
          { index: true, element: <HomePage /> },
          { path: 'about', element: <AboutPage /> },
          { path: 'faq', element: <FaqPage /> },
          { path: 'contact', element: <ContactPage /> },
          { path: 'privacy', element: <PrivacyPage /> },
          { path: 'terms', element: <TermsPage /> },
          { path: 'support', element: <SupportPage /> },
          { path: 'ai', element: <AiHubPage /> },
          { path: 'help/:slug', element: <HelpArticlePage /> },
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },

          // later features: honest placeholders until they are built
          { path: 'products', element: <BrowseProductsPage /> },
          { path: 'products/:productId', element: <ProductDetailPage /> },
          { path: 'cart', element: <CartPage /> },
          {
            path: 'checkout',
            element: (
              <RequireAuth>
                <CheckoutPage />
              </RequireAuth>
            ),
          },
          {
            path: 'checkout/proforma/:checkoutId',
            element: (
              <RequireAuth>
                <ProformaPage />
              </RequireAuth>
            ),
          },
          {
            path: 'checkout/return',
            element: (
              <RequireAuth>
                <CheckoutReturnPage />
              </RequireAuth>
            ),
          },
          {
            path: 'checkout/mpesa/:checkoutId',
            element: (
              <RequireAuth>
                <PhoneWaitingPage />
              </RequireAuth>
            ),
          },
          {
            path: 'checkout/momo/:checkoutId',
            element: (
              <RequireAuth>
                <PhoneWaitingPage />
              </RequireAuth>
            ),
          },
          {
            path: 'payments/sandbox/approve',
            element: (
              <RequireAuth>
                <SandboxApprovePage />
              </RequireAuth>
            ),
          },
          {
            path: 'order-confirmation/:orderId',
            element: (
              <RequireAuth>
                <OrderConfirmationPage />
              </RequireAuth>
            ),
          },
          { path: 'track/:orderId', element: <PublicTrackingPage /> },
          {
            path: 'disputes/:disputeId',
            element: (
              <RequireAuth>
                <DisputePage />
              </RequireAuth>
            ),
          },
          { path: 'vendor/onboarding', element: <VendorOnboardingPage /> },

          // signed in
          {
            path: 'messages/:conversationId',
            element: (
              <RequireAuth>
                <ConversationPage />
              </RequireAuth>
            ),
          },
          {
            path: 'rfqs',
            element: (
              <RequireAuth roles={['buyer']}>
                <RfqsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'rfqs/new',
            element: (
              <RequireAuth roles={['buyer']}>
                <NewRfqPage />
              </RequireAuth>
            ),
          },
          {
            // the owner, a vendor who may quote, or an admin: the server decides what each sees
            path: 'rfqs/:rfqId',
            element: (
              <RequireAuth>
                <RfqDetailPage />
              </RequireAuth>
            ),
          },
          {
            path: 'settings',
            element: (
              <RequireAuth>
                <SettingsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'notifications',
            element: (
              <RequireAuth>
                <NotificationsPage />
              </RequireAuth>
            ),
          },
          {
            path: 'dashboard',
            element: (
              <RequireAuth>
                <DashboardRedirect />
              </RequireAuth>
            ),
          },

          // per role (spec 6)
          {
            path: 'buyer/dashboard',
            element: (
              <RequireAuth roles={['buyer']}>
                <BuyerDashboardPage />
              </RequireAuth>
            ),
          },
          {
            path: 'vendor/dashboard',
            element: (
              <RequireAuth roles={['vendor']}>
                <VendorDashboardPage />
              </RequireAuth>
            ),
          },
          {
            path: 'vendor/add-product',
            element: (
              <RequireAuth roles={['vendor']}>
                <AddProductPage />
              </RequireAuth>
            ),
          },
          {
            path: 'vendor/edit-product/:productId',
            element: (
              <RequireAuth roles={['vendor']}>
                <EditProductPage />
              </RequireAuth>
            ),
          },
          // no product id: back to the dashboard (spec 5)
          { path: 'vendor/edit-product', element: <Navigate to="/vendor/dashboard?tab=products" replace /> },
          {
            path: 'shipping',
            element: (
              <RequireAuth roles={['vendor', 'admin']}>
                <ShippingDashboardPage />
              </RequireAuth>
            ),
          },
          {
            path: 'admin/dashboard',
            element: (
              <RequireAuth roles={['admin']}>
                <AdminDashboardPage />
              </RequireAuth>
            ),
          },
          {
            path: 'admin/monitor',
            element: (
              <RequireAuth roles={['admin']}>
                <MonitorPage />
              </RequireAuth>
            ),
          },
          {
            path: 'admin/shipping',
            element: (
              <RequireAuth roles={['admin']}>
                <AdminShippingPage />
              </RequireAuth>
            ),
          },
          // the former static admin pages (spec 2.1) now live in the app
          { path: 'admin/login.html', element: <Navigate to="/admin/dashboard" replace /> },
          { path: 'admin/monitor.html', element: <Navigate to="/admin/monitor" replace /> },
          { path: 'admin', element: <Navigate to="/admin/dashboard" replace /> },

          // development helper
          { path: 'dev/mailbox', element: <DevMailboxPage /> },

          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];

/**
 * The pages, matched inside a <BrowserRouter> (the router's declarative mode: the data router's loaders and actions,
 * which we do not use, are about 17 KB of gzipped script on every page). Errors while drawing a page are caught by
 * RouteErrorBoundary in the layout, scroll positions kept by our ScrollRestoration.
 */
export function AppRoutes() {
  return useRoutes(routes);
}
