// Files the packaged app keeps outside its asar archive (electron-builder.yml asarUnpack):
// a path inside `app.asar` becomes the same path inside `app.asar.unpacked`. The export's
// worker thread is one: worker_threads loads its file from disk.
export function unpackedPath(file: string): string {
  return file.replace(/([\\/])app\.asar([\\/])/, '$1app.asar.unpacked$2');
}
