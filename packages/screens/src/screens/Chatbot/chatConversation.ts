// The conversation rules and their storage, under one name (`chatConversation` in the package).
export * from './conversation';
export * from './conversationStorage';
