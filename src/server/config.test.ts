import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('works with nothing set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe(path.resolve('./data'));
    expect(config.databaseUrl).toBeUndefined();
    expect(config.demoData).toBe(true);
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.secureCookies).toBe(false);
    expect(config.admin).toBeUndefined();
    expect(config.orderRateLimit).toBe(10);
    expect(config.trustProxy).toBe(false);
    expect(config.s3).toBeUndefined();
  });

  it('reads the S3 bucket settings', () => {
    expect(
      loadConfig({
        S3_BUCKET: 'tienda-imagenes',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_REGION: 'sa-east-1',
        S3_FORCE_PATH_STYLE: 'true',
        S3_PUBLIC_URL: 'https://cdn.example/',
      }).s3,
    ).toEqual({
      bucket: 'tienda-imagenes',
      endpoint: 'http://127.0.0.1:9000',
      region: 'sa-east-1',
      forcePathStyle: true,
      publicUrl: 'https://cdn.example',
    });
    expect(loadConfig({ S3_BUCKET: 'tienda', AWS_REGION: 'eu-west-1' }).s3).toEqual({
      bucket: 'tienda',
      endpoint: undefined,
      region: 'eu-west-1',
      forcePathStyle: false,
      publicUrl: undefined,
    });
    expect(loadConfig({ S3_BUCKET: 'tienda' }).s3?.region).toBe('us-east-1');
  });

  it('names each bad S3 variable, and S3 settings without a bucket', () => {
    const bad = () =>
      loadConfig({
        S3_BUCKET: 'Mi_Bucket',
        S3_ENDPOINT: 'minio:9000',
        S3_FORCE_PATH_STYLE: 'sí',
        S3_PUBLIC_URL: 'cdn',
      });
    expect(bad).toThrow(/S3_BUCKET/);
    expect(bad).toThrow(/S3_ENDPOINT/);
    expect(bad).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(bad).toThrow(/S3_PUBLIC_URL/);
    expect(() => loadConfig({ S3_PUBLIC_URL: 'https://cdn.example' })).toThrow(
      /S3_BUCKET: hace falta/,
    );
  });

  it('trusts every proxy, some addresses, or none', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).trustProxy).toBe(
      '127.0.0.1, 10.0.0.0/8',
    );
    expect(() => loadConfig({ TRUST_PROXY: 'sí' })).toThrow(/TRUST_PROXY/);
  });

  it('reads the log level here, and names a bad one', () => {
    expect(loadConfig({}).logLevel).toBe('info');
    expect(loadConfig({ LOG_LEVEL: 'warn' }).logLevel).toBe('warn');
    expect(() => loadConfig({ LOG_LEVEL: 'mucho' })).toThrow(/LOG_LEVEL/);
  });

  it('treats empty strings as unset', () => {
    const config = loadConfig({ PORT: '', DATABASE_URL: '', SMTP_URL: '' });
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '8080',
      HOST: '127.0.0.1',
      DATA_DIR: '/srv/shop',
      DATABASE_URL: 'postgres://u@db/shop',
      ADMIN_EMAIL: 'Admin@Example.com',
      ADMIN_PASSWORD: 'una-clave-larga',
      DEMO_DATA: 'off',
      SMTP_URL: 'smtp://u:p@mail:587',
      PUBLIC_URL: 'https://ceramicos.example/',
    });
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: '/srv/shop',
      databaseUrl: 'postgres://u@db/shop',
      admin: { email: 'admin@example.com', password: 'una-clave-larga' },
      demoData: false,
      smtpUrl: 'smtp://u:p@mail:587',
      publicUrl: 'https://ceramicos.example',
      secureCookies: true,
    });
  });

  it('names every bad variable', () => {
    try {
      loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', DEMO_DATA: 'maybe' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as ConfigError).message;
      expect(message).toContain('PORT');
      expect(message).toContain('DATABASE_URL');
      expect(message).toContain('DEMO_DATA');
    }
  });

  it('never repeats the value of a variable it refuses (it may hold a password)', () => {
    expect(() =>
      loadConfig({
        DATABASE_URL: 'mysql://shop:hunter2@db',
        SMTP_URL: 'http://mailer:s3cr3t@mail',
        ADMIN_EMAIL: 'a@b.co',
        ADMIN_PASSWORD: 'corta7',
      }),
    ).toThrow(/^(?![\s\S]*(hunter2|s3cr3t|corta7))[\s\S]*ADMIN_PASSWORD/);
  });

  it('refuses an admin e-mail without a password', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.co' })).toThrow(/ADMIN_EMAIL y ADMIN_PASSWORD/);
  });
});
