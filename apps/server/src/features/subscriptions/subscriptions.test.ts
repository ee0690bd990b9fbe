import { AppError } from '@vetor/domain/errors';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { parseStripeForm, pixCode } from './subscriptions.sandbox.js';
import { viaProvider } from './subscriptions.service.js';

describe('parseStripeForm', () => {
  it('reads the SDK form encoding into nested objects and arrays', () => {
    const body =
      'mode=subscription&line_items[0][price]=price_1&line_items[0][quantity]=1&metadata[uid]=u1&expand[0]=data.product&expand[1]=x';
    expect(parseStripeForm(body)).toEqual({
      mode: 'subscription',
      line_items: [{ price: 'price_1', quantity: '1' }],
      metadata: { uid: 'u1' },
      expand: ['data.product', 'x'],
    });
  });
});

describe('pixCode', () => {
  it('builds an EMV BR Code with the amount and a valid CRC16', () => {
    const code = pixCode(47900, 'cs_test_abc');
    expect(code.startsWith('000201')).toBe(true);
    expect(code).toContain('br.gov.bcb.pix');
    expect(code).toContain('5406479.00');
    // CRC16-CCITT over everything up to and including "6304".
    const body = code.slice(0, -4);
    let crc = 0xffff;
    for (const ch of body) {
      crc ^= ch.charCodeAt(0) << 8;
      for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
    expect(code.slice(-4)).toBe(crc.toString(16).toUpperCase().padStart(4, '0'));
  });
});

describe('viaProvider', () => {
  it('turns provider failures into our codes, never a 500', async () => {
    const unreachable = viaProvider(Promise.reject(new Stripe.errors.StripeConnectionError({ message: 'down' })));
    await expect(unreachable).rejects.toMatchObject({ code: 'ERROR_NETWORK', status: 503 });
    const refused = viaProvider(Promise.reject(new Stripe.errors.StripeInvalidRequestError({ message: 'bad' })));
    await expect(refused).rejects.toMatchObject({ code: 'PURCHASE_ERROR', status: 502 });
    const ours = viaProvider(Promise.reject(new AppError('INVALID_COUPON')));
    await expect(ours).rejects.toMatchObject({ code: 'INVALID_COUPON', status: 400 });
  });
});
