import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { AppLayout } from '../components/layout/AppLayout';

// Every screen is its own chunk (React.lazy); the layout and the API layer load once.
const LandingPage = lazy(() => import('../features/marketing/LandingPage'));
const FeaturesPage = lazy(() => import('../features/marketing/FeaturesPage'));
const NotFoundPage = lazy(() => import('../features/marketing/NotFoundPage'));
const LoginPage = lazy(() => import('../features/auth/LoginPage'));
const ConfirmSignInPage = lazy(() => import('../features/auth/ConfirmSignInPage'));
const DashboardPage = lazy(() => import('../features/dashboard/DashboardPage'));
const UploadPage = lazy(() => import('../features/upload/UploadPage'));
const LetterOutputPage = lazy(() => import('../features/letters/LetterOutputPage'));
const CheckoutPage = lazy(() => import('../features/checkout/CheckoutPage'));
const AdminPage = lazy(() => import('../features/admin/AdminPage'));
const DebtFlowPage = lazy(() => import('../features/debt-flow/DebtFlowPage'));
const CreditCleansePage = lazy(() => import('../features/credit-cleanse/CreditCleansePage'));
const ViewCreditLetterPage = lazy(() => import('../features/credit-cleanse/ViewCreditLetterPage'));
const EditCreditLetterPage = lazy(() => import('../features/credit-cleanse/EditCreditLetterPage'));
const GdprChallengePage = lazy(() => import('../features/gdpr/GdprChallengePage'));
const GdprDashboardPage = lazy(() => import('../features/gdpr/GdprDashboardPage'));
const GdprGuidePage = lazy(() => import('../features/gdpr/GdprGuidePage'));
const IcoComplaintsPage = lazy(() => import('../features/ico/IcoComplaintsPage'));
const HelpPage = lazy(() => import('../features/help/HelpPage'));
const AiLawyerPage = lazy(() => import('../features/ai-lawyer/AiLawyerPage'));
const ProPage = lazy(() => import('../features/pro/ProPage'));
const YourDataPage = lazy(() => import('../features/account/YourDataPage'));

/**
 * Route table of part 1 §2 and part 2 §2; anything else is the 404 page. Keep @app/shared/spa-paths equal to it
 * (routes.test.ts checks): the local server answers 404 for paths not listed there.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<LandingPage />} />
        <Route path="/features" element={<FeaturesPage />} />
        <Route path="/pro" element={<ProPage />} />
        <Route path="/login" element={<LoginPage />} />
        <Route path="/login/confirm" element={<ConfirmSignInPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/upload" element={<UploadPage />} />
        <Route path="/checkout" element={<CheckoutPage />} />
        <Route path="/admin" element={<AdminPage />} />
        <Route path="/debt-flow" element={<DebtFlowPage />} />
        <Route path="/letter-output" element={<LetterOutputPage />} />
        <Route path="/letter-output/:id" element={<LetterOutputPage />} />
        <Route path="/letter/:id" element={<LetterOutputPage />} />
        <Route path="/credit-cleanse" element={<CreditCleansePage />} />
        <Route path="/credit-file-cleanse" element={<CreditCleansePage />} />
        <Route path="/view-credit-letter" element={<ViewCreditLetterPage />} />
        <Route path="/view-credit-letter/:id" element={<ViewCreditLetterPage />} />
        <Route path="/credit-cleansing-letter" element={<ViewCreditLetterPage />} />
        <Route path="/edit-credit-letter" element={<EditCreditLetterPage />} />
        <Route path="/edit-credit-letter/:id" element={<EditCreditLetterPage />} />
        <Route path="/gdpr-challenge" element={<GdprChallengePage />} />
        <Route path="/gdpr-dashboard" element={<GdprDashboardPage />} />
        <Route path="/gdpr-faq" element={<GdprGuidePage />} />
        <Route path="/ico-complaints" element={<IcoComplaintsPage />} />
        <Route path="/help" element={<HelpPage />} />
        <Route path="/ai-lawyer" element={<AiLawyerPage />} />
        <Route path="/your-data" element={<YourDataPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
