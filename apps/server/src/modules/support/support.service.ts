/**
 * The support module's public use cases, one per file under use-cases/: the contact form, tickets other modules open
 * (concierge, bank transfers) and the admin's ticket lifecycle. Only support.repository.ts touches the tickets table.
 */
export { ticketReference } from './ticket-reference.ts';
export { closeTicket } from './use-cases/close-ticket.ts';
export { createContactTicket } from './use-cases/create-contact-ticket.ts';
export { listTickets } from './use-cases/list-tickets.ts';
export { openTicket, type NewTicket } from './use-cases/open-ticket.ts';
export { replyTicket } from './use-cases/reply-ticket.ts';
