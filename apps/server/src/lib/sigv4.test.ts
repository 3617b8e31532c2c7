import { describe, expect, it } from 'vitest';
import { canonicalRequest, EMPTY_PAYLOAD_HASH, sha256Hex, signRequest, stringToSign } from './sigv4.js';

/**
 * The examples of AWS's S3 API reference, "Signature Calculations for the Authorization Header:
 * Transferring Payload in a Single Chunk" (access key AKIAIOSFODNN7EXAMPLE, 24 May 2013, us-east-1).
 * s3rver 3.7.1, the S3 server of the other tests, does not check V4 signatures (its authentication
 * middleware says so), so these published values are what proves the signing.
 */
const credentials = { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY' };
const date = new Date('2013-05-24T00:00:00Z');
const scope = '20130524/us-east-1/s3/aws4_request';
const base = 'https://examplebucket.s3.amazonaws.com';

function sign(method: string, path: string, headers: Record<string, string>, payloadHash: string) {
  return signRequest({ method, url: new URL(path, base), headers, payloadHash, credentials, region: 'us-east-1', date });
}

describe('AWS Signature V4, on the published S3 examples', () => {
  it('GET Object (a range of test.txt)', () => {
    const url = new URL('/test.txt', base);
    const { text } = canonicalRequest(
      'GET',
      url,
      {
        host: 'examplebucket.s3.amazonaws.com',
        range: 'bytes=0-9',
        'x-amz-content-sha256': EMPTY_PAYLOAD_HASH,
        'x-amz-date': '20130524T000000Z',
      },
      EMPTY_PAYLOAD_HASH,
    );
    expect(text).toBe(
      [
        'GET',
        '/test.txt',
        '',
        'host:examplebucket.s3.amazonaws.com',
        'range:bytes=0-9',
        'x-amz-content-sha256:e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
        'x-amz-date:20130524T000000Z',
        '',
        'host;range;x-amz-content-sha256;x-amz-date',
        'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      ].join('\n'),
    );
    expect(stringToSign(date, scope, text)).toBe(
      `AWS4-HMAC-SHA256\n20130524T000000Z\n${scope}\n7344ae5b7ee6c3e7e6b0fe0640412a37625d1fbfff95c48bbb2dc43964946972`,
    );
    expect(sign('GET', '/test.txt', { range: 'bytes=0-9' }, EMPTY_PAYLOAD_HASH).authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${scope},SignedHeaders=host;range;x-amz-content-sha256;x-amz-date,` +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('PUT Object (test$file.text: the key is encoded in the canonical URI)', () => {
    const payloadHash = sha256Hex('Welcome to Amazon S3.');
    expect(payloadHash).toBe('44ce7dd67c959e0d3524ffac1771dfbba87d2b6b4b4e99e42034a8b803f8b072');
    const headers = sign(
      'PUT',
      '/test$file.text',
      { date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadHash,
    );
    expect(headers.authorization).toBe(
      `AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/${scope},` +
        'SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class,' +
        'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
    expect(headers['x-amz-content-sha256']).toBe(payloadHash);
  });

  it('GET Bucket lifecycle and list objects (query strings)', () => {
    expect(sign('GET', '/?lifecycle', {}, EMPTY_PAYLOAD_HASH).authorization).toMatch(
      /Signature=fea454ca298b7da1c68078a5d1bdbfbbe0d65c699e0f91ac7a200a0136783543$/,
    );
    // Parameters sorted by name in the canonical query, whatever their order in the URL.
    expect(sign('GET', '/?prefix=J&max-keys=2', {}, EMPTY_PAYLOAD_HASH).authorization).toMatch(
      /Signature=34b48302e7b5fa45bde8084f4b7868a86f0a534bc59db6670ed5711ef69dc6f7$/,
    );
  });

  it('another secret, method or key gives another signature', () => {
    const good = sign('GET', '/test.txt', {}, EMPTY_PAYLOAD_HASH).authorization;
    const wrongSecret = signRequest({
      method: 'GET',
      url: new URL('/test.txt', base),
      payloadHash: EMPTY_PAYLOAD_HASH,
      credentials: { ...credentials, secretAccessKey: 'pas-le-bon-secret' },
      region: 'us-east-1',
      date,
    }).authorization;
    expect(wrongSecret).not.toBe(good);
    expect(sign('DELETE', '/test.txt', {}, EMPTY_PAYLOAD_HASH).authorization).not.toBe(good);
    expect(sign('GET', '/test2.txt', {}, EMPTY_PAYLOAD_HASH).authorization).not.toBe(good);
  });
});
