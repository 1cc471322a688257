import { expect, test } from 'vitest';
import { validationMessageKeys } from '../../../src/hooks/schemas/messageKeys';
import { es } from '../../../src/locales/es';
import { en } from '../../../src/ui';

// The hooks put message keys into zod errors; a key without text would show raw to a user.
test.each(validationMessageKeys)('%s has English and Spanish text', (key) => {
  expect((en as Record<string, string>)[key]).toMatch(/\w/);
  expect(es[key]).toMatch(/\w/);
  expect(es[key]).not.toBe((en as Record<string, string>)[key]);
});
