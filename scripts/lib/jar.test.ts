import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { manifestText, writeManifestJar } from './jar';

describe('manifestText', () => {
  it('keeps every line within 72 bytes, continuing long values on lines that start with a space', () => {
    const classPath = `file:///usr/lib/${'very-long-folder-name/'.repeat(8)}emulator.jar`;
    const text = manifestText({ 'Main-Class': 'a.b.Main', 'Class-Path': classPath });
    const lines = text.split('\r\n');

    expect(lines[0]).toBe('Manifest-Version: 1.0');
    expect(lines.every((line) => Buffer.byteLength(line) <= 72)).toBe(true);
    expect(text.endsWith('\r\n\r\n')).toBe(true);
    // Unfolding (dropping each CRLF + space) gives back the exact value.
    expect(text.replace(/\r\n /g, '')).toContain(`Class-Path: ${classPath}\r\n`);
  });
});

describe('writeManifestJar', () => {
  it('writes a zip whose single stored entry is the manifest', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'jar-')), 'wrapper.jar');
    writeManifestJar(path, { 'Main-Class': 'a.b.Main' });
    const bytes = readFileSync(path);

    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    const nameLength = bytes.readUInt16LE(26);
    expect(bytes.subarray(30, 30 + nameLength).toString()).toBe('META-INF/MANIFEST.MF');
    expect(bytes.readUInt16LE(8)).toBe(0); // stored, so the data follows the name as is
    const size = bytes.readUInt32LE(18);
    const data = bytes.subarray(30 + nameLength, 30 + nameLength + size).toString();
    expect(data).toBe('Manifest-Version: 1.0\r\nMain-Class: a.b.Main\r\n\r\n');
    expect(bytes.readUInt32LE(bytes.length - 22)).toBe(0x06054b50);
  });
});
