import Eraser from 'lucide-react/icons/eraser';
import Send from 'lucide-react/icons/send';
import { useId, useRef } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { SUGGESTION_LIMITS, TIMEFRAMES, TRADING_STYLES } from '#shared/contracts/suggestions.constants.ts';
import type { MemberSuggestionForm } from '#shared/contracts/suggestions.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { lazyZodResolver, toast } from '#client/lib/first-load/index.ts';
import { useCreateSuggestion } from '../api/create-suggestion.ts';

interface Values {
  suggestionTitle: string;
  description: string;
  features: string;
  tradingStyle: string;
  timeframe: string;
  name: string;
  email: string;
  website: string;
}
type Field = Exclude<keyof Values, 'website'>;
/** What the resolver hands over: trimmed texts, unchosen selects left out. */
type SubmitValues = z.output<typeof MemberSuggestionForm> & { name?: string; email?: string };
const RESOLVERS = {
  member: lazyZodResolver(() => import('#shared/contracts/suggestions.ts').then((m) => m.MemberSuggestionForm)),
  visitor: lazyZodResolver(() => import('#shared/contracts/suggestions.ts').then((m) => m.VisitorSuggestionForm)),
};

const INITIAL: Values = {
  suggestionTitle: '',
  description: '',
  features: '',
  tradingStyle: '',
  timeframe: '',
  name: '',
  email: '',
  website: '',
};
const FIELDS: Field[] = ['suggestionTitle', 'description', 'features', 'tradingStyle', 'timeframe', 'name', 'email'];

/** The contract's English messages, mapped to translation keys so the form speaks the page's language. */
const MESSAGE_KEYS: Record<string, string> = {
  'Suggestion title is required': 'form.errors.titleRequired',
  'Title must be at least 5 characters': 'form.errors.titleMin',
  'Title must be less than 100 characters': 'form.errors.titleMax',
  'Description is required': 'form.errors.descriptionRequired',
  'Description must be at least 20 characters': 'form.errors.descriptionMin',
  'Description must be less than 2000 characters': 'form.errors.descriptionMax',
  'Features must be less than 1000 characters': 'form.errors.featuresMax',
  'Name is required': 'form.errors.nameRequired',
  'Name must be at least 2 characters': 'form.errors.nameMin',
  'Name must be less than 100 characters': 'form.errors.nameMax',
  'Email address is required': 'form.errors.emailRequired',
  'Please enter a valid email address': 'form.errors.emailInvalid',
  'Please choose a valid trading style': 'form.errors.tradingStyle',
  'Please choose a valid timeframe': 'form.errors.timeframe',
};

/**
 * SPEC §2 suggestion form. Visitors give a name and an e-mail; a signed-in user's come from the
 * account. After a successful submit the values reset and `onSubmitted` closes the form.
 */
export function SuggestionForm({ signedIn, onSubmitted }: { signedIn: boolean; onSubmitted(): void }) {
  const { t } = useTranslation('suggestions');
  const id = useId();
  const create = useCreateSuggestion();
  // A second click while the first request runs must not send a second suggestion.
  const inFlight = useRef(false);
  const resolver = signedIn ? RESOLVERS.member : RESOLVERS.visitor;
  const form = useForm<Values, unknown, SubmitValues>({
    resolver: resolver as unknown as Resolver<Values, unknown, SubmitValues>,
    defaultValues: INITIAL,
    mode: 'onTouched',
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await create.mutateAsync(values);
      toast.success(t('form.success'), { description: t('form.successText') });
      form.reset(INITIAL);
      onSubmitted();
    } catch (error) {
      if (error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fieldErrors)) {
          if ((FIELDS as string[]).includes(field)) form.setError(field as FieldPath<Values>, { message });
        }
      }
      toast.error(t('form.failure'), {
        description: error instanceof ApiError && error.status === 429 ? t('form.rateLimited') : t('form.failureText'),
      });
    } finally {
      inFlight.current = false;
    }
  });

  const message = (name: Field) => {
    const text = errors[name]?.message;
    return text ? (MESSAGE_KEYS[text] ? t(MESSAGE_KEYS[text]!) : text) : undefined;
  };
  const a11y = (name: Field, required = false) => ({
    id: `${id}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id}-${name}-error` : undefined,
    'aria-required': required || undefined,
  });
  const field = (name: Field, label: string, control: React.ReactNode, hint?: string) => (
    <div className="flex flex-col gap-2">
      <Label htmlFor={`${id}-${name}`}>{label}</Label>
      {control}
      {hint && !errors[name] ? <p className="text-xs text-muted-foreground">{hint}</p> : null}
      {errors[name] ? (
        <p id={`${id}-${name}-error`} className="text-sm font-medium text-destructive">
          {message(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form
      method="post"
      onSubmit={onSubmit}
      onFocus={resolver.preload}
      onPointerEnter={resolver.preload}
      noValidate
      className="relative flex flex-col gap-5"
      data-testid="suggestion-form"
    >
      {!signedIn ? (
        <div className="grid gap-5 sm:grid-cols-2">
          {field(
            'name',
            t('form.name'),
            <Input
              autoComplete="name"
              maxLength={SUGGESTION_LIMITS.name}
              placeholder={t('form.namePlaceholder')}
              {...a11y('name', true)}
              {...form.register('name')}
            />,
          )}
          {field(
            'email',
            t('form.email'),
            <Input
              type="email"
              autoComplete="email"
              maxLength={SUGGESTION_LIMITS.email}
              placeholder={t('form.emailPlaceholder')}
              {...a11y('email', true)}
              {...form.register('email')}
            />,
            t('form.emailHint'),
          )}
        </div>
      ) : null}
      {field(
        'suggestionTitle',
        t('form.title'),
        <Input
          maxLength={SUGGESTION_LIMITS.title}
          placeholder={t('form.titlePlaceholder')}
          {...a11y('suggestionTitle', true)}
          {...form.register('suggestionTitle')}
        />,
      )}
      {field(
        'description',
        t('form.description'),
        <Textarea
          rows={6}
          maxLength={SUGGESTION_LIMITS.description}
          placeholder={t('form.descriptionPlaceholder')}
          {...a11y('description', true)}
          {...form.register('description')}
        />,
      )}
      {field(
        'features',
        t('form.features'),
        <Textarea
          rows={4}
          maxLength={SUGGESTION_LIMITS.features}
          placeholder={t('form.featuresPlaceholder')}
          {...a11y('features')}
          {...form.register('features')}
        />,
        t('form.optional'),
      )}
      <div className="grid gap-5 sm:grid-cols-2">
        {field(
          'tradingStyle',
          t('form.tradingStyle'),
          <NativeSelect {...a11y('tradingStyle')} {...form.register('tradingStyle')}>
            <option value="">{t('form.selectTradingStyle')}</option>
            {TRADING_STYLES.map((style) => (
              <option key={style} value={style}>
                {t(`tradingStyle.${style}`)}
              </option>
            ))}
          </NativeSelect>,
        )}
        {field(
          'timeframe',
          t('form.timeframe'),
          <NativeSelect {...a11y('timeframe')} {...form.register('timeframe')}>
            <option value="">{t('form.selectTimeframe')}</option>
            {TIMEFRAMES.map((timeframe) => (
              <option key={timeframe} value={timeframe}>
                {t(`timeframe.${timeframe}`)}
              </option>
            ))}
          </NativeSelect>,
        )}
      </div>
      {/* Spam trap: off-screen and hidden from assistive technology; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
        <label htmlFor={`${id}-website`}>Website</label>
        <input id={`${id}-website`} type="text" tabIndex={-1} autoComplete="off" {...form.register('website')} />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" disabled={isSubmitting} onClick={() => form.reset(INITIAL)}>
          <Eraser aria-hidden />
          {t('form.clear')}
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          <Send aria-hidden />
          {isSubmitting ? t('form.submitting') : t('form.submit')}
        </Button>
      </div>
    </form>
  );
}
