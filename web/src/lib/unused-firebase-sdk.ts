/**
 * What the build gives reactfire in place of the Firebase SDKs it imports but this app never uses through it
 * (web/vite.config.ts): reactfire imports the Realtime Database, Remote Config, Storage and Functions SDKs at its
 * top level, and they register themselves when loaded, so a tree-shaker keeps them all in the chunk every portal
 * and admin page loads before its data shows (about 55 KB gzip). The app uses neither of the first two, and loads
 * the other two itself with the screens that need them (lib/firebase-storage.ts, lib/firebase-functions.ts).
 * Anything that calls one of these through reactfire learns why at once.
 */
function unused(): never {
  throw new Error('reactfire is built without these Firebase SDKs (web/vite.config.ts): use the app’s own modules.');
}

export {
  unused as ensureInitialized,
  unused as get,
  unused as getAll,
  unused as getBoolean,
  unused as getDownloadURL,
  unused as getNumber,
  unused as getString,
  unused as getValue,
  unused as httpsCallable,
  unused as off,
  unused as onChildAdded,
  unused as onChildChanged,
  unused as onChildMoved,
  unused as onChildRemoved,
  unused as onValue,
  unused as ref,
};
