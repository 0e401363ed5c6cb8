import { describe, expect, it } from 'vitest';
import { ApiError } from '@portal-fiscal/api-client';
import { deleteRefusal } from './delete';

const http = (status: number, message: string, code?: string) => new ApiError({ kind: 'http', status, message, code });
const REASONS = { provider_has_apps: 'Ainda tem 6 aplicativos.', '400': 'Não pode excluir a própria conta.' };

describe('deleteRefusal', () => {
  it('the reason of its code, then of its status; both final', () => {
    expect(deleteRefusal(http(409, 'A empresa ainda tem produtos.', 'provider_has_apps'), REASONS, 'Falhou.')).toEqual({
      message: 'Ainda tem 6 aplicativos.',
      final: true,
    });
    expect(deleteRefusal(http(400, 'Dados inválidos.', 'validation'), REASONS, 'Falhou.')).toEqual({
      message: 'Não pode excluir a própria conta.',
      final: true,
    });
  });

  it('else the backend’s message (a 409 we have no text for is still final)', () => {
    expect(deleteRefusal(http(409, 'A empresa ainda tem usuários vinculados.', 'provider_has_accounts'), REASONS, 'Falhou.')).toEqual({
      message: 'A empresa ainda tem usuários vinculados.',
      final: true,
    });
  });

  it('a server error or no answer: ours, and Excluir stays to try again', () => {
    expect(deleteRefusal(http(503, 'Erro 503'), REASONS, 'Falhou.')).toEqual({ message: 'Falhou.', final: false });
    expect(deleteRefusal(new ApiError({ kind: 'network', message: 'offline' }), REASONS, 'Falhou.')).toEqual({
      message: 'Falhou.',
      final: false,
    });
    expect(deleteRefusal(new Error('boom'), REASONS, 'Falhou.')).toEqual({ message: 'Falhou.', final: false });
  });
});
