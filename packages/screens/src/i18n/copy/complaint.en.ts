/**
 * English copy (India), part "complaint": the complaint entry (old and new), my complaints and one
 * complaint's details with its rating. Titles are in `core`.
 */
export const complaint = {
  // Complaint entry (/complaint, /phenomenon)
  'complaint.loading': 'Loading your complaint options…',
  'complaint.ordersTitle': 'Choose an order',
  'complaint.orderNo': 'Order no. {orderNo}',
  'complaint.noOrder': 'No order to complain about',
  'complaint.noOrderHint': 'You can still tell us about your account or anything else below.',
  'complaint.typesHeading': 'Choose the problem type',
  'complaint.noTypes': 'No problem types are available right now. Please try again later.',
  'complaint.collectionBlocked': 'This order cannot get a collection complaint',
  'complaint.collectionBlockedWhy':
    'Collection complaints are only for orders that are being collected. Choose another order with "All", or tell customer service what happened.',
  'complaint.contactService': 'Contact customer service',
  // New complaint entry (/complainNewPage)
  'complaint.newHeading': 'Choose the problem type',
  // My complaints (/complaintList)
  'complaint.listLoading': 'Loading your complaints…',
  'complaint.tabsLabel': 'Complaints by status',
  'complaint.listEmpty': 'No complaints here',
  'complaint.listEmptyHint': 'If something went wrong with your loan, tell us and we will look into it.',
  'complaint.fileOne': 'File a complaint',
  // Complaint details (/complainDetails)
  'complaint.detailsLoading': 'Loading your complaint…',
  'complaint.number': 'Complaint no.',
  'complaint.date': 'Filed on',
  'complaint.status': 'Status',
  'complaint.statusInProgress': 'In progress',
  'complaint.statusResolved': 'Resolved',
  'complaint.type': 'Problem type',
  'complaint.subType': 'Sub-type',
  'complaint.description': 'Your description',
  'complaint.counter': '{count} of {max} characters',
  'complaint.photos': 'Your photos',
  'complaint.viewPhoto': 'View photo {index} of {count}',
  'complaint.photoTitle': 'Photo {index} of {count}',
  'complaint.result': 'Process result',
  'complaint.replyPhotos': 'Photos from customer service',
  'complaint.viewReplyPhoto': 'View reply photo {index} of {count}',
  'complaint.pending': 'We are looking into your complaint and will reply within 3 working days.',
  'complaint.rateTitle': 'Please rate this service',
  'complaint.rateHint': 'How well did we handle your complaint?',
  'complaint.rateRequired': 'Please choose a rating',
  'complaint.rateThanks': 'Thank you for your rating! It helps us serve you better.',
} as const;
