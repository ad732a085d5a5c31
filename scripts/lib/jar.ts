import { writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';

/**
 * Writes a jar holding only a manifest, for the offline Firestore emulator wrapper
 * (docs/decisions/001-offline-emulators.md). Written by hand, so no JDK `jar` tool is needed: a jar is a zip, and
 * one stored (uncompressed) entry is a few dozen bytes of headers.
 */
export function writeManifestJar(path: string, attributes: Record<string, string>): void {
  const manifest = Buffer.from(manifestText(attributes), 'utf8');
  writeFileSync(path, zipOneFile('META-INF/MANIFEST.MF', manifest));
}

/** Manifest lines are at most 72 bytes; longer ones continue on lines starting with one space (JAR spec). */
export function manifestText(attributes: Record<string, string>): string {
  const lines = ['Manifest-Version: 1.0', ...Object.entries(attributes).map(([k, v]) => `${k}: ${v}`)];
  const folded = lines.flatMap((line) => {
    const bytes = Buffer.from(line, 'utf8');
    if (bytes.length <= 72) return [line];
    const parts = [bytes.subarray(0, 72).toString('utf8')];
    for (let i = 72; i < bytes.length; i += 71) parts.push(` ${bytes.subarray(i, i + 71).toString('utf8')}`);
    return parts;
  });
  return `${folded.join('\r\n')}\r\n\r\n`;
}

function zipOneFile(name: string, data: Buffer): Buffer {
  const fileName = Buffer.from(name, 'utf8');
  const crc = crc32(data);
  // DOS date 1980-01-01 00:00 keeps the file byte-for-byte reproducible.
  const dosTime = 0;
  const dosDate = (0 << 9) | (1 << 5) | 1;

  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4); // version needed
  local.writeUInt16LE(0, 6); // flags
  local.writeUInt16LE(0, 8); // stored
  local.writeUInt16LE(dosTime, 10);
  local.writeUInt16LE(dosDate, 12);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(fileName.length, 26);
  local.writeUInt16LE(0, 28);

  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4); // version made by
  central.writeUInt16LE(10, 6);
  central.writeUInt16LE(0, 8);
  central.writeUInt16LE(0, 10);
  central.writeUInt16LE(dosTime, 12);
  central.writeUInt16LE(dosDate, 14);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(fileName.length, 28);
  central.writeUInt32LE(0, 30); // extra length, comment length
  central.writeUInt32LE(0, 34); // disk number, internal attributes
  central.writeUInt32LE(0, 38); // external attributes
  central.writeUInt32LE(0, 42); // offset of the local header

  const centralOffset = local.length + fileName.length + data.length;
  const centralSize = central.length + fileName.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(0, 4);
  end.writeUInt16LE(0, 6);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralOffset, 16);
  end.writeUInt16LE(0, 20);

  return Buffer.concat([local, fileName, data, central, fileName, end]);
}
