// Support messages: what account deletion asks of it (the messages from the address go). Its
// routes, errors and demo data plug in through the composition files (domains.ts,
// error-catalogue.ts, seed/seeders.ts).
export { deleteMessagesFrom } from './support.repo.ts';
