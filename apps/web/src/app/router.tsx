import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';
import { RequireAuth } from './route-guard';
import { NotFoundPage } from './not-found-page';
import { DashboardRedirect } from './dashboard-redirect';
import { lazyNamed } from './lazy';
import { FeaturePlaceholder } from '../features/placeholder/feature-placeholder';

// Marketing pages (features/marketing, written alongside).
const HomePage = lazyNamed(() => import('../features/marketing/pages/home-page'), 'HomePage');
const AboutPage = lazyNamed(() => import('../features/marketing/pages/about-page'), 'AboutPage');
const FaqPage = lazyNamed(() => import('../features/marketing/pages/faq-page'), 'FaqPage');
const ContactPage = lazyNamed(() => import('../features/marketing/pages/contact-page'), 'ContactPage');
const PrivacyPage = lazyNamed(() => import('../features/marketing/pages/privacy-page'), 'PrivacyPage');
const TermsPage = lazyNamed(() => import('../features/marketing/pages/terms-page'), 'TermsPage');
const SupportPage = lazyNamed(() => import('../features/marketing/pages/support-page'), 'SupportPage');
const AiHubPage = lazyNamed(() => import('../features/marketing/pages/ai-hub-page'), 'AiHubPage');

// Accounts.
const LoginPage = lazyNamed(() => import('../features/auth/pages/login-page'), 'LoginPage');
const RegisterPage = lazyNamed(() => import('../features/auth/pages/register-page'), 'RegisterPage');
const VerifyEmailPage = lazyNamed(() => import('../features/auth/pages/verify-email-page'), 'VerifyEmailPage');
const ForgotPasswordPage = lazyNamed(() => import('../features/auth/pages/forgot-password-page'), 'ForgotPasswordPage');
const ResetPasswordPage = lazyNamed(() => import('../features/auth/pages/reset-password-page'), 'ResetPasswordPage');
const SettingsPage = lazyNamed(() => import('../features/settings/pages/settings-page'), 'SettingsPage');
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

export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        errorElement: <RouteError />,
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
          { path: 'login', element: <LoginPage /> },
          { path: 'register', element: <RegisterPage /> },
          { path: 'verify-email', element: <VerifyEmailPage /> },
          { path: 'forgot-password', element: <ForgotPasswordPage /> },
          { path: 'reset-password', element: <ResetPasswordPage /> },

          // later features: honest placeholders until they are built
          { path: 'products', element: <FeaturePlaceholder feature="products" /> },
          { path: 'cart', element: <FeaturePlaceholder feature="cart" /> },
          { path: 'checkout', element: <FeaturePlaceholder feature="checkout" /> },
          { path: 'order-confirmation/:orderId', element: <FeaturePlaceholder feature="orderConfirmation" /> },
          { path: 'track/:orderId', element: <FeaturePlaceholder feature="tracking" /> },
          { path: 'vendor/onboarding', element: <FeaturePlaceholder feature="vendorOnboarding" /> },

          // signed in
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
                <FeaturePlaceholder feature="addProduct" />
              </RequireAuth>
            ),
          },
          {
            path: 'vendor/edit-product/:productId',
            element: (
              <RequireAuth roles={['vendor']}>
                <FeaturePlaceholder feature="editProduct" />
              </RequireAuth>
            ),
          },
          {
            path: 'shipping',
            element: (
              <RequireAuth roles={['vendor', 'admin']}>
                <FeaturePlaceholder feature="shipping" />
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
                <FeaturePlaceholder feature="adminShipping" />
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

export const router = createBrowserRouter(routes);
