import { zodResolver } from '@hookform/resolvers/zod';
import { messages, quoteRequestInputSchema, type Product } from '@store/contract';
import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '#web/components/ui/alert';
import { Button } from '#web/components/ui/button';
import { InputField } from '#web/components/ui/input-field';
import { TextareaField } from '#web/components/ui/textarea-field';
import { apiRequest, asApiProblem } from '#web/lib/api-client';
import { applyFieldErrors } from '#web/lib/form-errors';
import { t } from '#web/lib/i18n';
import { currentLanguage } from '#web/lib/language';
import { sentence } from '#web/lib/i18n/sentences';

const FIELDS = ['name', 'email', 'phone', 'quantity', 'message'] as const;

interface QuoteFormProps {
  product: Pick<Product, '_id' | 'title'>;
  /** Called from the success message's Close button. */
  onDone: () => void;
}

/**
 * Get Quote (docs/store-rules.md#get-quote): name, e-mail, phone, quantity and a
 * message, checked with the contract's schema before they are sent.
 */
export function QuoteForm({ product, onDone }: QuoteFormProps) {
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(quoteRequestInputSchema),
    defaultValues: { productId: product._id, name: '', email: '', phone: '', quantity: 1, message: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The shopper's e-mail comes in the page's language.
      const answer = await apiRequest<{ message?: string }>(`/shop/quotes?lang=${currentLanguage()}`, {
        method: 'POST',
        body: values,
        fallbackMessage: sentence('SERVER_ERROR', messages.SERVER_ERROR),
      });
      setSent(answer.message ?? sentence('QUOTE_SENT', messages.QUOTE_SENT));
    } catch (error) {
      const problem = asApiProblem(error, sentence('SERVER_ERROR', messages.SERVER_ERROR));
      applyFieldErrors(problem.errors, setError, FIELDS);
      setFormError(problem.message);
    }
  });

  if (sent) {
    return (
      <div className="flex flex-col gap-5">
        <Alert tone="success">{sent}</Alert>
        <Button onClick={onDone} className="self-end">
          {t('common.close')}
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-4">
      {formError ? <Alert tone="error">{formError}</Alert> : null}
      <InputField label={t('quote.name')} autoComplete="name" error={errors.name?.message} {...register('name')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField
          label={t('quote.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('auth.placeholder.email')}
          error={errors.email?.message}
          {...register('email')}
        />
        <InputField
          label={t('quote.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('auth.placeholder.phone')}
          error={errors.phone?.message}
          {...register('phone')}
        />
      </div>
      <InputField
        label={t('quote.quantity')}
        type="number"
        inputMode="numeric"
        min={1}
        step={1}
        className="sm:max-w-40"
        error={errors.quantity?.message}
        {...register('quantity')}
      />
      <TextareaField
        label={t('quote.message')}
        hint={t('quote.messageHint')}
        error={errors.message?.message}
        {...register('message')}
      />
      <Button type="submit" size="lg" disabled={isSubmitting} className="mt-1 w-full sm:w-auto sm:self-end">
        {isSubmitting ? <LoaderCircle aria-hidden="true" className="size-4 animate-spin" /> : null}
        {isSubmitting ? t('quote.sending') : t('quote.submit')}
      </Button>
    </form>
  );
}
