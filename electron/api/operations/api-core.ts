// What the operations need from the request pipeline (electron/api/request-pipeline.ts).
export type { ApiClientCore as ApiCore } from '../request-pipeline';
