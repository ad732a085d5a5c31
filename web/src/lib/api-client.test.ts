import { describe, expect, it, vi } from 'vitest';

import { ApiError, apiRequest } from './api-client';

type FetchArgs = [input: string, init?: RequestInit];

function stubFetch(response: Response) {
  const fetchMock = vi.fn<(...args: FetchArgs) => Promise<Response>>().mockResolvedValue(response);
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('apiRequest', () => {
  it('sends a JSON body with a JSON content type and credentials', async () => {
    const fetchMock = stubFetch(new Response('{"id":"a1"}', { status: 201 }));

    const response = await apiRequest('POST', '/api/contacts', { name: 'Ada' });

    expect(response.status).toBe(201);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contacts');
    expect(init).toMatchObject({
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"name":"Ada"}',
      credentials: 'include',
    });
  });

  it('sends no body and no content type when there is no body', async () => {
    const fetchMock = stubFetch(new Response(null, { status: 204 }));

    await apiRequest('DELETE', '/api/things/1');

    const [, init] = fetchMock.mock.calls[0]!;
    expect(init?.body).toBeUndefined();
    expect(init?.headers).toEqual({});
    expect(init?.credentials).toBe('include');
  });

  it('adds the headers it is given beside the JSON content type', async () => {
    const fetchMock = stubFetch(new Response('{}', { status: 201 }));

    await apiRequest('POST', '/api/contacts', { name: 'Ada' }, { 'Idempotency-Key': 'contact-1' });

    expect(fetchMock.mock.calls[0]![1]?.headers).toEqual({
      'Content-Type': 'application/json',
      'Idempotency-Key': 'contact-1',
    });
  });

  it('throws "<status>: <body text>" on a non-OK answer', async () => {
    stubFetch(new Response('name: Name must be at least 2 characters', { status: 400, statusText: 'Bad Request' }));

    await expect(apiRequest('POST', '/api/contacts', {})).rejects.toThrow(
      '400: name: Name must be at least 2 characters',
    );
  });

  it("uses a JSON error body's error sentence as the text, and keeps the status", async () => {
    stubFetch(Response.json({ error: 'Too many messages. Please try again in 10 minutes.' }, { status: 429 }));

    const error = await apiRequest('POST', '/api/contacts', {}).catch((caught: unknown) => caught);

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 429, sentence: 'Too many messages. Please try again in 10 minutes.' });
    expect((error as Error).message).toBe('429: Too many messages. Please try again in 10 minutes.');
  });

  it('keeps JSON without an error sentence as it is', async () => {
    stubFetch(new Response('{"detail":"x"}', { status: 400 }));

    await expect(apiRequest('POST', '/api/contacts', {})).rejects.toThrow('400: {"detail":"x"}');
  });

  it('falls back to the status text when the body is empty', async () => {
    stubFetch(new Response('', { status: 503, statusText: 'Service Unavailable' }));

    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});
