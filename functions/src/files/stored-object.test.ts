import { describe, expect, it } from 'vitest';

import { fileOfObject } from './stored-object';

describe('fileOfObject', () => {
  it('reads the client, file id and name of a shared file’s path', () => {
    expect(fileOfObject('clients/alice/files/f1/Home page.pdf')).toEqual({
      clientId: 'alice',
      fileId: 'f1',
      name: 'Home page.pdf',
    });
  });

  it('leaves alone every other object: other folders, deeper or shallower paths, empty parts', () => {
    for (const path of [
      'clients/alice/photos/f1/a.png',
      'public/alice/files/f1/a.png',
      'clients/alice/files/f1',
      'clients/alice/files/f1/sub/a.png',
      'clients//files/f1/a.png',
      'clients/alice/files//a.png',
      'clients/alice/files/f1/',
    ]) {
      expect(fileOfObject(path), path).toBeNull();
    }
  });
});
