/**
 * English copy (India), part "chatbot": the help assistant (/intelligentCustomerService). The title is a
 * `core` key (`chatbot.title`), shown while the page downloads.
 */
export const chatbot = {
  'chatbot.loading': 'Loading help topics…',
  'chatbot.greeting':
    'Hello! I am your help assistant. Choose a topic below to see common questions, or type your own question.',
  'chatbot.log': 'Conversation with the help assistant',
  'chatbot.you': 'You:',
  'chatbot.assistant': 'Assistant:',
  'chatbot.topics': 'Help topics',
  'chatbot.questionsIntro': 'Common questions about {category}:',
  'chatbot.noQuestions':
    'There are no questions about {category} yet. Type your question below or talk to a person.',
  'chatbot.helpfulPrompt': 'Did this answer help you?',
  'chatbot.helpful': 'Helpful',
  'chatbot.notHelpful': 'Not helpful',
  'chatbot.markedHelpful': 'You found this helpful',
  'chatbot.markedNotHelpful': 'You found this not helpful',
  'chatbot.complaint': 'File a complaint',
  'chatbot.inputLabel': 'Your question',
  'chatbot.inputPlaceholder': 'Type your question…',
  'chatbot.emptyText': 'Please type your question first.',
  'chatbot.talkToPerson': 'Talk to a person',
  'chatbot.typing': 'The assistant is answering…',
  'chatbot.sending': 'Sending…',
  'chatbot.notSent': 'Not sent. Your message is kept.',
  'chatbot.failedOffline': 'No connection. Nothing is lost: try again when you are back online.',
  'chatbot.failedServer': 'That did not work. Please try again.',
  'chatbot.failedCategory': 'Could not load the questions about {category}.',
  'chatbot.failedFeedback': 'Could not send your feedback.',
  'chatbot.note.thanksFeedback': 'Thank you for your feedback!',
  'chatbot.note.sorryNotHelpful':
    'Sorry this did not help. Choose another question, type your own, or talk to a person.',
  'chatbot.note.thanksRating': 'Thank you for rating our help!',
  'chatbot.note.textReceived': 'We have your message and will reply as soon as we can.',
  'chatbot.person.title': 'Talk to a person',
  'chatbot.person.step1': 'Customer service opens, with our phone number and e-mail address.',
  'chatbot.person.step2': 'Call us or write to us: a person from our team answers, not the assistant.',
  'chatbot.person.step3': 'Have your order number ready. This chat stays here if you come back.',
  'chatbot.person.go': 'Open customer service',
  'chatbot.person.stay': 'Stay in chat',
  'chatbot.rating.title': 'How would you rate our help?',
  'chatbot.rating.required': 'Please choose',
  'chatbot.rating.thanksTitle': 'Thank you',
  'chatbot.rating.thanks': 'Thank you for your rating. We will keep improving our service.',
  'chatbot.loadFailed': 'The help topics could not be loaded.',
} as const;
