// The Quartz cron model shared by the server's scheduler and the client's cron editor.
export * from './fields';
export * from './parse';
export * from './schedule';
export * from './editor-bounds';
export * from './editor-model';
