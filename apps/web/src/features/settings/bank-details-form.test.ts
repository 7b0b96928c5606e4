import { describe, expect, it } from 'vitest';
import type { BankDetailsDto } from '@app/shared/bank-details';
import { bankFieldErrors, bankFormSchema, BANK_MESSAGES, formFromDetails, toBankRequest } from './bank-details-form';

const msg = (key: string, values?: Record<string, unknown>) => (values ? `${key}:${JSON.stringify(values)}` : key);

const saved: BankDetailsDto = {
  bankName: 'Ecobank',
  bankCountry: 'Ghana',
  accountHolderName: 'Ama Mensah',
  accountNumberMasked: '•••• 7766',
  routingNumber: '',
  swiftCode: 'ECOCGHAC',
  ibanMasked: '•••• 6819',
  bankAddress: '2 Morocco Lane, Accra',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const valid = {
  bankName: ' GTBank ',
  bankCountry: 'Nigeria',
  accountHolderName: 'Kofi Boateng',
  accountNumber: '0123 456 789',
  routingNumber: '',
  swiftCode: 'gtbinGLA',
  iban: '',
  bankAddress: '',
  removeIban: false,
};

function errorsOf(result: ReturnType<ReturnType<typeof bankFormSchema>['safeParse']>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] = issue.message;
  return out;
}

describe('formFromDetails', () => {
  it('starts empty without saved details', () => {
    expect(formFromDetails(null)).toEqual({
      bankName: '',
      bankCountry: '',
      accountHolderName: '',
      accountNumber: '',
      routingNumber: '',
      swiftCode: '',
      iban: '',
      bankAddress: '',
      removeIban: false,
    });
  });

  it('prefills the saved details but never the masked account number or IBAN', () => {
    const values = formFromDetails(saved);
    expect(values).toMatchObject({
      bankName: 'Ecobank',
      bankCountry: 'Ghana',
      swiftCode: 'ECOCGHAC',
      bankAddress: '2 Morocco Lane, Accra',
    });
    expect(values.accountNumber).toBe('');
    expect(values.iban).toBe('');
  });
});

describe('bankFormSchema', () => {
  it('accepts valid details', () => {
    expect(bankFormSchema(msg, false).safeParse(valid).success).toBe(true);
  });

  it('needs the required fields and the account number on the first save', () => {
    const result = bankFormSchema(msg, false).safeParse({
      ...valid,
      bankName: '  ',
      bankCountry: '',
      accountHolderName: '',
      accountNumber: '',
    });
    expect(errorsOf(result)).toEqual({
      bankName: BANK_MESSAGES.bankNameRequired,
      bankCountry: BANK_MESSAGES.bankCountryRequired,
      accountHolderName: BANK_MESSAGES.holderRequired,
      accountNumber: BANK_MESSAGES.accountNumberRequired,
    });
  });

  it('lets an edit leave the account number blank (the saved one is kept)', () => {
    expect(bankFormSchema(msg, true).safeParse({ ...valid, accountNumber: '' }).success).toBe(true);
  });

  it('checks the account number, SWIFT/BIC and IBAN formats like the server', () => {
    const result = bankFormSchema(msg, true).safeParse({
      ...valid,
      accountNumber: '12',
      swiftCode: 'XX',
      iban: 'not an iban',
    });
    expect(errorsOf(result)).toEqual({
      accountNumber: BANK_MESSAGES.accountNumberInvalid,
      swiftCode: BANK_MESSAGES.swiftInvalid,
      iban: BANK_MESSAGES.ibanInvalid,
    });
    const ok = bankFormSchema(msg, true).safeParse({
      ...valid,
      swiftCode: 'GTBINGLA123',
      iban: 'GB29 NWBK 6016 1331 9268 19',
    });
    expect(ok.success).toBe(true);
  });

  it('limits the lengths, with the limit in the message', () => {
    const result = bankFormSchema(msg, true).safeParse({ ...valid, bankAddress: 'x'.repeat(301) });
    expect(errorsOf(result)).toEqual({ bankAddress: `${BANK_MESSAGES.tooLong}:{"max":300}` });
  });
});

describe('toBankRequest', () => {
  it('trims the values and upper-cases the SWIFT/BIC code', () => {
    expect(toBankRequest(valid)).toEqual({
      bankName: 'GTBank',
      bankCountry: 'Nigeria',
      accountHolderName: 'Kofi Boateng',
      accountNumber: '0123 456 789',
      routingNumber: '',
      swiftCode: 'GTBINGLA',
      iban: '',
      removeIban: false,
      bankAddress: '',
    });
  });

  it('removes the saved IBAN only when no new one is entered', () => {
    expect(toBankRequest({ ...valid, removeIban: true })).toMatchObject({ iban: '', removeIban: true });
    expect(toBankRequest({ ...valid, removeIban: true, iban: ' DE89 3704 0044 0532 0130 00 ' })).toMatchObject({
      iban: 'DE89 3704 0044 0532 0130 00',
      removeIban: false,
    });
  });
});

describe('bankFieldErrors', () => {
  it('keeps the server field errors that belong to the form', () => {
    expect(
      bankFieldErrors({
        accountNumber: 'Enter the account number (4 to 34 letters or digits)',
        swiftCode: 'A SWIFT/BIC code has 8 or 11 characters',
        other: 'x',
      }),
    ).toEqual({
      accountNumber: 'Enter the account number (4 to 34 letters or digits)',
      swiftCode: 'A SWIFT/BIC code has 8 or 11 characters',
    });
  });
});
