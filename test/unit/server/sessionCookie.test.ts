import { describe, expect, it } from 'vitest';
import { sessionCookie } from '../../../src/server';

describe('sessionCookie', () => {
  it('is HttpOnly, SameSite=Strict and Secure on a real host', () => {
    expect(sessionCookie('sid', 'abc', { host: 'app.example.com' })).toBe(
      'sid=abc; Path=/; HttpOnly; SameSite=Strict; Secure',
    );
  });

  it('leaves Secure off only on loopback hosts, port or not, so plain-http development keeps it', () => {
    for (const host of ['localhost:5173', '127.0.0.1', '[::1]:8080', 'LOCALHOST']) {
      expect(sessionCookie('sid', 'abc', { host })).not.toContain('Secure');
    }
    expect(sessionCookie('sid', 'abc', { host: 'localhost.evil.example' })).toContain('Secure');
  });

  it('encodes the value, takes a lifetime and refuses a name that could inject attributes', () => {
    expect(sessionCookie('sid', 'a;b c', { host: 'app.example.com', maxAgeSeconds: 3600 })).toBe(
      'sid=a%3Bb%20c; Path=/; HttpOnly; SameSite=Strict; Max-Age=3600; Secure',
    );
    expect(() => sessionCookie('sid; Domain=evil', 'x', { host: 'app.example.com' })).toThrow(TypeError);
  });
});
