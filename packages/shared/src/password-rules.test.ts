import { describe, expect, it } from 'vitest';
import { passwordProblems } from './password-rules.js';

const codes = (password: string, owner = {}) => passwordProblems(password, owner).map((p) => p.code);

describe('password rules', () => {
  it('accepts a long, uncommon password unrelated to its owner', () => {
    expect(passwordProblems('Jab-Cross-Hook-2026', { email: 'mia@example.test', firstName: 'Mia', lastName: 'Member' })).toEqual([]);
  });

  it('refuses passwords shorter than 9 characters with Django’s message', () => {
    expect(passwordProblems('Ab3$kq9Z')).toEqual([
      { code: 'password_too_short', message: 'This password is too short. It must contain at least 9 characters.' },
    ]);
    expect(codes('Ab3$kq9Zx')).toEqual([]);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(codes('🥊🥊🥊🥊🥊')).toContain('password_too_short');
  });

  it('refuses entirely numeric passwords', () => {
    expect(passwordProblems('804719263')).toContainEqual({ code: 'password_entirely_numeric', message: 'This password is entirely numeric.' });
    expect(codes('80471926a')).not.toContain('password_entirely_numeric');
  });

  it('refuses common passwords whatever their case and surrounding spaces', () => {
    expect(passwordProblems('password123')).toContainEqual({ code: 'password_too_common', message: 'This password is too common.' });
    expect(codes(' QwertyUIOP ')).toContain('password_too_common');
    expect(codes('123456789')).toEqual(['password_too_common', 'password_entirely_numeric']);
  });

  it('refuses passwords too similar to the first name, last name or email', () => {
    expect(passwordProblems('Alexandra1', { firstName: 'Alexandra' })).toContainEqual({
      code: 'password_too_similar',
      message: 'The password is too similar to the first name.',
    });
    expect(passwordProblems('Vanderbilt99', { lastName: 'Vanderbilt' })[0]?.message).toBe('The password is too similar to the last name.');
    expect(passwordProblems('sam.smith@mail', { email: 'sam.smith@mail.example' })[0]?.message).toBe(
      'The password is too similar to the email address.',
    );
  });

  it('compares each part of an email on its own', () => {
    expect(codes('boxingfan7', { email: 'boxingfan@example.test' })).toContain('password_too_similar');
  });

  it('does not call a much longer password similar to a short name', () => {
    expect(codes('Correct-Horse-Battery-Staple-Jo', { firstName: 'Jo' })).toEqual([]);
  });

  it('reports every broken rule in Django’s order', () => {
    expect(codes('12345', { firstName: '12345' })).toEqual(['password_too_similar', 'password_too_short', 'password_too_common', 'password_entirely_numeric']);
  });
});
