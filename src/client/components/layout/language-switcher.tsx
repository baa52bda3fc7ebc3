import Check from 'lucide-react/icons/check';
import Languages from 'lucide-react/icons/languages';
import { useTranslation } from '#client/lib/use-translation.ts';
import { useLocation, useNavigate } from 'react-router';
import { LANGUAGES, type Language } from '#shared/languages.ts';
import { Button } from '#client/components/ui/button.tsx';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu.tsx';
import { useLanguageSwitch } from '#client/lib/preferences.ts';

/** SPEC §2: languages listed by uppercase code plus native name. */
export default function LanguageSwitcher({ defaultOpen }: { defaultOpen?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const switchLanguage = useLanguageSwitch();
  const location = useLocation();
  const navigate = useNavigate();

  async function choose(lang: Language) {
    const params = new URLSearchParams(location.search);
    if (params.has('lang')) {
      // An explicit `?lang=` in the address would override the new choice on the server.
      params.delete('lang');
      const search = params.toString();
      await navigate(
        { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
        { replace: true },
      );
    }
    await switchLanguage(lang);
  }

  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          // The name starts with the visible code (WCAG 2.5.3, label in name): "DE, Sprache".
          aria-label={`${i18n.language.toUpperCase()}, ${t('language.label')}`}
          data-testid="language-switcher"
          className="px-2"
        >
          <Languages aria-hidden />
          <span className="text-xs font-semibold">{i18n.language.toUpperCase()}</span>
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {LANGUAGES.map((language) => (
          <DropdownMenuItem
            key={language.code}
            onSelect={() => void choose(language.code)}
            lang={language.code}
            role="menuitemradio"
            aria-checked={language.code === i18n.language}
          >
            <span className="w-12 text-xs font-semibold text-muted-foreground">{language.code.toUpperCase()}</span>
            <span className="flex-1">{language.nativeName}</span>
            {language.code === i18n.language ? <Check className="size-4" aria-hidden /> : <span className="size-4" />}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
