/**
 * English copy (India), part "complaintForm": the complaint form (/complainPageNext). The app downloads it
 * with that page only, in the language on screen. Its title is the core key `complaintForm.title`.
 */
export const complaintForm = {
  'complaintForm.loading': 'Loading the complaint form…',
  'complaintForm.typeHeading': 'Problem type',
  'complaintForm.textLabel': 'Describe the problem',
  'complaintForm.textPlaceholder': 'What happened? Dates, amounts and names help us sort it out faster.',
  'complaintForm.required': 'Please fill in your comments and suggestions',
  'complaintForm.counter': '{count}/{max}',
  'complaintForm.counterLabel': '{count} of {max} characters',
  'complaintForm.left': '{left} characters left',
  'complaintForm.full': 'You have reached {max} characters',
  'complaintForm.cut': 'Only the first {max} characters were kept',
  'complaintForm.photosHeading': 'Photos (optional)',
  'complaintForm.photosHint':
    'Screenshots of payments or messages help us. Up to {max} photos; tap one to see it large or remove it.',
  'complaintForm.draftKept': 'Your draft stays on this phone until it is sent.',
  'complaintForm.send': 'Send',
  'complaintForm.uploading': 'Sending photo {current} of {total}…',
  'complaintForm.saving': 'Sending your complaint…',
  'complaintForm.uploadFailed':
    'Some photos were not sent. Tap Retry on a photo, or Send: only the photos not sent go again.',
  'complaintForm.sendingTitle': 'Sending your complaint',
  'complaintForm.sendingText':
    'We are waiting for the answer from our server. Your complaint is kept on this phone and is never sent twice.',
  'complaintForm.stillWaiting': 'Still no answer. Check your connection, then check again.',
  'complaintForm.checkAgain': 'Check again',
  'complaintForm.saveFailed': 'Your complaint was not sent. Please try again.',
  'complaintForm.sentTitle': 'Complaint sent',
  'complaintForm.sentText': 'Thank you. We will reply within 3 working days.',
  'complaintForm.chooseTypeHint': 'Choose the problem type that fits best.',
  'complaintForm.chooseType': 'Please choose the problem type',
  'complaintForm.subTypeHeading': 'What happened during collection?',
  'complaintForm.chooseSubType': 'Please choose what happened during collection',
  'complaintForm.uploadSucceeded': 'Upload succeeded!',
  'complaintForm.photoNotKept': 'A photo was not kept when the page reloaded. Please add it again.',
  'complaintForm.photosNotKept':
    '{count} photos were not kept when the page reloaded. Please add them again.',
  'complaintForm.uploadRetryHint': 'Tap Retry on a photo, or Send: only the photos not sent go again.',
  'complaintForm.sentReference': 'Complaint no. {reference}',
  'complaintForm.sentReferenceHint': 'You can follow it in My complaints.',
  // The kit's ImagePicker: picking, previews, upload marks, refused files. Only the complaint form
  // shows these, so they come with its part rather than with every page's core.
  'imagePicker.add': 'Add photo',
  'imagePicker.remove': 'Remove photo {index}',
  'imagePicker.photo': 'Photo {index}',
  'imagePicker.count': '{count} of {max} photos',
  'imagePicker.limit': 'You can add up to {max} photos',
  'imagePicker.view': 'View photo {index}',
  'imagePicker.waiting': 'Waiting',
  'imagePicker.uploading': 'Uploading…',
  'imagePicker.uploaded': 'Uploaded',
  'imagePicker.failed': 'Not sent',
  'imagePicker.retry': 'Retry photo {index}',
  'imagePicker.retryShort': 'Retry',
  'imagePicker.notImage': 'Only photos can be added',
  'imagePicker.tooBig': 'A photo can be at most {size} MB',
};
