import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal-fiscal/api-client';
import { SaveError } from './saveError';
import { placeServerErrors, saveOutcome } from './saveReport';

type Set = Array<[string, string, boolean]>;
const recorder = () => {
  const set: Set = [];
  return {
    set,
    setError: (field: string, { message }: { message: string }, { shouldFocus }: { shouldFocus: boolean }) =>
      set.push([field, message, shouldFocus]),
  };
};

const refused = new ApiError({
  kind: 'http',
  status: 400,
  message: 'Dados inválidos.',
  fieldErrors: { provider_type_uuid: 'Tipo não encontrado.', name: 'Nome em uso.', unknown_field: 'ignorado' },
});
const FIELDS = { name: 'name', provider_type_uuid: 'providerType' } as const;

describe('placeServerErrors (the server field errors of every form)', () => {
  it('puts each known field message on its field, the first one focused, and counts them', () => {
    const { set, setError } = recorder();
    expect(placeServerErrors(refused, FIELDS, setError)).toBe(2);
    expect(set).toEqual([
      ['providerType', 'Tipo não encontrado.', true],
      ['name', 'Nome em uso.', false],
    ]);
  });

  it('puts nothing for an error that is not the server answer', () => {
    const { set, setError } = recorder();
    expect(placeServerErrors(new Error('offline'), FIELDS, setError)).toBe(0);
    expect(set).toEqual([]);
  });
});

describe('saveOutcome (one way to report a save)', () => {
  const text = (step: 'upload' | 'save') => (step === 'upload' ? 'A imagem não foi enviada' : 'Não foi possível salvar');

  it('names the failed step in the toast, and keeps the server words by the button', () => {
    const { setError } = recorder();
    const upload = new SaveError('upload', new ApiError({ kind: 'http', status: 413, message: 'Arquivo grande demais.', fieldErrors: {} }));
    expect(saveOutcome(upload, { text }, setError)).toEqual({
      toast: { title: 'A imagem não foi enviada' },
      notice: 'Arquivo grande demais.',
    });
  });

  it("says the step's own text when the server said nothing", () => {
    const { setError } = recorder();
    expect(saveOutcome(new Error('offline'), { text }, setError)).toEqual({
      toast: { title: 'Não foi possível salvar' },
      notice: 'Não foi possível salvar',
    });
  });

  it('puts the field messages on the fields; with notice "unlessOnFields" no notice then, and the words go under the toast when asked', () => {
    const { set, setError } = recorder();
    const said = () => 'Nome em uso.';
    expect(saveOutcome(refused, { text, fields: FIELDS, said, describe: true, notice: 'unlessOnFields' }, setError)).toEqual({
      toast: { title: 'Não foi possível salvar', description: 'Nome em uso.' },
      notice: null,
    });
    expect(set.map(([field]) => field)).toEqual(['providerType', 'name']);
  });

  it('with notice "unlessOnFields", a refusal no field takes keeps its message on screen', () => {
    const { setError } = recorder();
    const alone = new ApiError({ kind: 'http', status: 400, message: 'Você não pode rebaixar a sua conta.', fieldErrors: {} });
    expect(saveOutcome(alone, { text, fields: FIELDS, notice: 'unlessOnFields' }, setError).notice).toBe(
      'Você não pode rebaixar a sua conta.',
    );
  });
});
