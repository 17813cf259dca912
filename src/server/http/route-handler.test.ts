import { beforeEach, describe, expect, it, vi } from 'vitest';

const reportServerError = vi.hoisted(() => vi.fn(async () => undefined));
vi.mock('../observability/monitoring', () => ({ reportServerError }));

const { handleRoute } = await import('./route-handler');
const { AppError } = await import('./app-error');

describe('handleRoute and error monitoring', () => {
  beforeEach(() => reportServerError.mockClear());

  it('reports an unexpected error with the method and the path, not the query', async () => {
    const boom = new Error('relay away');
    const response = await handleRoute(async () => {
      throw boom;
    })(new Request('http://localhost/send_contact_form?email=someone%40example.org', { method: 'POST' }), undefined);
    expect(response.status).toBe(500);
    expect(reportServerError).toHaveBeenCalledTimes(1);
    expect(reportServerError).toHaveBeenCalledWith(boom, { method: 'POST', path: '/send_contact_form' });
  });

  it('does not report an AppError answered with its 4xx', async () => {
    const response = await handleRoute(async () => {
      throw new AppError('not_found');
    })(new Request('http://localhost/api/v1/girls/1'), undefined);
    expect(response.status).toBe(404);
    expect(reportServerError).not.toHaveBeenCalled();
  });
});
