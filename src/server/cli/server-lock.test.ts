import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataDirInUseError, claimDataDir, releaseDataDir, runningServerPid } from './server-lock';

/** The pid of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '0']);
  return child.pid;
}

describe('claiming DATA_DIR for the embedded database', () => {
  let dataDir: string;
  let pidFile: string;
  beforeEach(() => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'shop-lock-'));
    pidFile = path.join(dataDir, 'server.pid');
  });
  afterEach(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('records this process and gives the folder back on release', () => {
    claimDataDir(dataDir);
    expect(readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
    expect(runningServerPid(dataDir)).toBe(process.pid);
    releaseDataDir(dataDir);
    expect(existsSync(pidFile)).toBe(false);
  });

  it('refuses while another live process holds it, naming that process', () => {
    writeFileSync(pidFile, String(process.ppid));
    expect(() => claimDataDir(dataDir)).toThrow(DataDirInUseError);
    expect(() => claimDataDir(dataDir)).toThrow(new RegExp(`pid ${process.ppid}`));
    // Refused, so it must not remove the holder's file either.
    releaseDataDir(dataDir);
    expect(readFileSync(pidFile, 'utf8')).toBe(String(process.ppid));
  });

  it('takes over the file a crashed process left behind', () => {
    writeFileSync(pidFile, String(deadPid()));
    claimDataDir(dataDir);
    expect(readFileSync(pidFile, 'utf8')).toBe(String(process.pid));
  });

  it('takes over an unreadable file', () => {
    writeFileSync(pidFile, 'basura');
    claimDataDir(dataDir);
    expect(runningServerPid(dataDir)).toBe(process.pid);
  });
});
