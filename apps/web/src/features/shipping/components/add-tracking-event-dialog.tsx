import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { Field, FormAlert, Input, Select } from '../../../components/ui/field';
import { useToast } from '../../../components/ui/toast';
import { ApiError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/error-message';
import { useAddTrackingEvent } from '../api/add-tracking-event';
import type { AdminShipmentRow } from '../api/list-admin-shipments';
import { shortId } from '../shipment-status';
import {
  EVENT_STATUSES,
  fromDateTimeLocal,
  nextEventStatus,
  toDateTimeLocal,
  type EventStatus,
} from '../tracking-event-form';

/** Admin: record a carrier event for a shipment (POST /api/admin/shipments/:id/events). */
export function AddTrackingEventDialog({ row, onClose }: { row: AdminShipmentRow | null; onClose: () => void }) {
  const { t } = useTranslation('shipping');
  return (
    <Dialog
      open={row !== null}
      onClose={onClose}
      title={t('event.title')}
      description={
        row ? t('event.description', { id: shortId(row.order_id), tracking: row.tracking_number ?? '—' }) : undefined
      }
    >
      {/* keyed so each row starts from fresh defaults */}
      {row ? <EventForm key={row.id} row={row} onDone={onClose} /> : null}
    </Dialog>
  );
}

function EventForm({ row, onDone }: { row: AdminShipmentRow; onDone: () => void }) {
  const { t } = useTranslation('shipping');
  const toast = useToast();
  const add = useAddTrackingEvent();

  const schema = useMemo(
    () =>
      z.object({
        status: z.enum(EVENT_STATUSES),
        description: z.string().trim().min(1, t('event.descriptionRequired')).max(300, t('create.validation.tooLong')),
        city: z.string().trim().max(100, t('create.validation.tooLong')),
        country: z.string().trim().max(100, t('create.validation.tooLong')),
        occurredAt: z.string().refine((v) => fromDateTimeLocal(v) !== null, t('event.dateRequired')),
      }),
    [t],
  );
  type Values = z.infer<typeof schema>;
  const initialStatus = nextEventStatus(row.status);
  // The time the dialog opened with, to the minute; left unchanged it means "now", sent to the second (an event in the
  // same minute as the label would otherwise count as older than it and not move the status).
  const [openedAt] = useState(() => toDateTimeLocal(new Date()));
  const form = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      status: initialStatus,
      description: t(`event.defaults.${initialStatus}`),
      city: '',
      country: '',
      occurredAt: openedAt,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    add.mutate(
      {
        shipmentId: row.id,
        body: {
          status: values.status,
          description: values.description.trim(),
          city: values.city.trim(),
          country: values.country.trim(),
          occurredAt:
            values.occurredAt === openedAt
              ? new Date().toISOString()
              : (fromDateTimeLocal(values.occurredAt) ?? new Date().toISOString()),
        },
      },
      {
        onSuccess: (result) => {
          if (result.applied) toast.success(t('event.applied'));
          else if (result.duplicate) toast.info(t('event.duplicate'));
          else toast.info(t('event.notApplied'));
          onDone();
        },
        onError: (err) => {
          if (!(err instanceof ApiError)) return;
          for (const [field, message] of Object.entries(err.fields)) {
            if (field in values) form.setError(field as keyof Values, { message });
          }
        },
      },
    );
  });

  const serverError =
    add.error instanceof ApiError && (add.error.code === 'CONFLICT' || add.error.code === 'NOT_FOUND')
      ? add.error.message
      : add.error
        ? errorMessage(t, add.error, 'shipping:event.failed')
        : null;

  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)} className="space-y-4">
      {serverError ? <FormAlert>{serverError}</FormAlert> : null}
      <Field label={t('event.status')} error={errors.status?.message} required>
        <Select
          {...form.register('status', {
            onChange: (e: { target: { value: string } }) => {
              // keep a default description in step with the status until the admin writes their own
              const status = e.target.value as EventStatus;
              const current = form.getValues('description');
              const defaults = EVENT_STATUSES.map((s) => t(`event.defaults.${s}`));
              if (!current.trim() || defaults.includes(current)) {
                form.setValue('description', t(`event.defaults.${status}`));
              }
            },
          })}
        >
          {EVENT_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`status.${s}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field label={t('event.descriptionField')} error={errors.description?.message} required>
        <Input placeholder={t('event.descriptionPlaceholder')} maxLength={300} {...form.register('description')} />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('event.city')} error={errors.city?.message} optional>
          <Input maxLength={100} {...form.register('city')} />
        </Field>
        <Field label={t('event.country')} error={errors.country?.message} optional>
          <Input maxLength={100} {...form.register('country')} />
        </Field>
      </div>
      <Field label={t('event.occurredAt')} hint={t('event.occurredAtHint')} error={errors.occurredAt?.message} required>
        <Input type="datetime-local" dir="ltr" className="text-start" {...form.register('occurredAt')} />
      </Field>
      <div className="flex flex-wrap justify-end gap-2 pt-2">
        <Button variant="outline" onClick={onDone} disabled={add.isPending}>
          {t('common:ui.cancel')}
        </Button>
        <Button type="submit" loading={add.isPending}>
          {t('event.submit')}
        </Button>
      </div>
    </form>
  );
}
