export { ChatbotScreen, type ChatbotScreenProps, type ChatCategory } from './ChatbotScreen';
export { ChatRatingModal, type ChatRating, type ChatRatingModalProps } from './ChatRatingModal';
/** The conversation rules (append, dedupe, restore), under one name: their verbs are too short to export alone. */
export * as chatConversation from './chatConversation';
export type {
  ChatFeedback,
  ChatIntent,
  ChatMessage,
  ChatNote,
  ChatQuestion,
  Conversation as ChatConversation,
} from './conversation';
