import { lazy, Suspense } from 'react';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { AuthUser } from '#shared/contracts/auth-user.ts';
import type { OAuthProvider } from '#shared/contracts/auth.ts';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs.tsx';
import { POST_LOGIN_DELAY_MS } from '../use-complete-sign-in.ts';
import { useOAuthPopup } from '../use-oauth-popup.ts';
import { LoginForm } from './login-form.tsx';
import { OAuthButton, OAuthProblemText } from './oauth-button.tsx';
import { RegisterForm } from './register-form.tsx';

// Only a Google sign-in that meets a password account shows this card: it is fetched when the
// popup opens, not with the page (DESIGN JS budget).
const loadAccountExists = () => import('./account-exists-card.tsx');
const AccountExistsCard = lazy(() => loadAccountExists().then((m) => ({ default: m.AccountExistsCard })));

export type LoginTab = 'login' | 'register';

interface LoginPanelProps {
  tab: LoginTab;
  onTabChange: (tab: LoginTab) => void;
  providers: OAuthProvider[];
  supportEmail: string;
  referralCode?: string;
  /** Called with the user and how long to wait before leaving (SPEC §4). */
  onSignedIn: (user: AuthUser, delayMs: number) => void;
}

function Separator({ text }: { text: string }) {
  return (
    <div className="flex items-center gap-3 text-xs uppercase text-muted-foreground">
      <span className="h-px flex-1 bg-border" aria-hidden />
      <span>{text}</span>
      <span className="h-px flex-1 bg-border" aria-hidden />
    </div>
  );
}

/** SPEC §2 /login: Log In and Create Account tabs, each with 'Continue with Google', a separator and its form. */
export function LoginPanel({ tab, onTabChange, providers, supportEmail, referralCode, onSignedIn }: LoginPanelProps) {
  const { t } = useTranslation('auth');
  const oauth = useOAuthPopup((user) => onSignedIn(user, POST_LOGIN_DELAY_MS));
  const google = providers.includes('google');

  const oauthBlock = (separator: string) =>
    google ? (
      <>
        <OAuthButton
          status={oauth.status}
          onClick={() => {
            loadAccountExists().catch(() => {});
            oauth.start('google');
          }}
        />
        {oauth.problem ? <OAuthProblemText problem={oauth.problem} /> : null}
        <Separator text={separator} />
      </>
    ) : null;

  return (
    <div className="flex flex-col gap-4">
      {oauth.accountExists ? (
        <Suspense fallback={null}>
          <AccountExistsCard email={oauth.accountExists.email} onDismiss={oauth.dismissAccountExists} />
        </Suspense>
      ) : null}
      <Tabs value={tab} onValueChange={(value) => onTabChange(value as LoginTab)}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="login">{t('tabs.login')}</TabsTrigger>
          <TabsTrigger value="register">{t('tabs.register')}</TabsTrigger>
        </TabsList>
        <TabsContent value="login" className="flex flex-col gap-4">
          {oauthBlock(t('separator.login'))}
          <LoginForm
            onSignedIn={(user) => onSignedIn(user, POST_LOGIN_DELAY_MS)}
            supportEmail={supportEmail}
            showOAuth={google}
          />
        </TabsContent>
        <TabsContent value="register" className="flex flex-col gap-4">
          {oauthBlock(t('separator.register'))}
          <RegisterForm onSignedIn={(user) => onSignedIn(user, 0)} referralCode={referralCode} />
        </TabsContent>
      </Tabs>
    </div>
  );
}
