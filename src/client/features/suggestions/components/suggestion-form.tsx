import type { ParseKeys } from 'i18next';
import Eraser from 'lucide-react/icons/eraser';
import Send from 'lucide-react/icons/send';
import { useId, useRef } from 'react';
import { useForm, type FieldPath, type Resolver } from 'react-hook-form';
import { useTranslation } from '#client/lib/use-translation.ts';
import type { z } from 'zod';
import { SUGGESTION_LIMITS, TIMEFRAMES, TRADING_STYLES } from '#shared/contracts/suggestions.constants.ts';
import type { MemberSuggestionForm } from '#shared/contracts/suggestions.ts';
import type { FieldCode } from '#shared/error-codes.ts';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { NativeSelect } from '#client/components/ui/native-select.tsx';
import { Textarea } from '#client/components/ui/textarea.tsx';
import { ApiError } from '#client/lib/api-client.ts';
import { fieldCodeText } from '#client/lib/error-text.ts';
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

/** The form's own wording for a field's code; other codes use the shared `common:fieldCodes.*`. */
const FIELD_KEYS: Record<Field, Partial<Record<FieldCode, ParseKeys<'suggestions'>>>> = {
  suggestionTitle: {
    required: 'form.errors.titleRequired',
    too_short: 'form.errors.titleMin',
    too_long: 'form.errors.titleMax',
  },
  description: {
    required: 'form.errors.descriptionRequired',
    too_short: 'form.errors.descriptionMin',
    too_long: 'form.errors.descriptionMax',
  },
  features: { too_long: 'form.errors.featuresMax' },
  tradingStyle: { invalid_value: 'form.errors.tradingStyle' },
  timeframe: { invalid_value: 'form.errors.timeframe' },
  name: { required: 'form.errors.nameRequired', too_short: 'form.errors.nameMin', too_long: 'form.errors.nameMax' },
  email: {
    required: 'form.errors.emailRequired',
    invalid_email: 'form.errors.emailInvalid',
    too_long: 'form.errors.emailInvalid',
  },
};
const MAX: Partial<Record<Field, number>> = {
  suggestionTitle: SUGGESTION_LIMITS.title,
  description: SUGGESTION_LIMITS.description,
  features: SUGGESTION_LIMITS.features,
  name: SUGGESTION_LIMITS.name,
  email: SUGGESTION_LIMITS.email,
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

  const submit = async (values: SubmitValues) => {
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
          if ((FIELDS as string[]).includes(field))
            form.setError(field as FieldPath<Values>, { type: error.fieldCodes[field] ?? 'invalid', message });
        }
      }
      toast.error(t('form.failure'), {
        description:
          error instanceof ApiError && error.code === 'rate_limited' ? t('form.rateLimited') : t('form.failureText'),
      });
    } finally {
      inFlight.current = false;
    }
  };
  // handleSubmit is called per submit event, so the in-flight ref is only read then, never during render.
  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => form.handleSubmit(submit)(event);

  const message = (name: Field) => {
    const error = errors[name];
    if (!error) return undefined;
    const code = (error.type as FieldCode | undefined) ?? 'invalid';
    const key = FIELD_KEYS[name][code];
    return key ? t(key) : fieldCodeText(t, code, { max: MAX[name] });
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
