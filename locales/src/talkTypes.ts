/**
 * A record's discussion on its show page (messages key `app.comments`, admin/src/comments) and its
 * follow button. Texts with smart_count have 2 forms in English and 6 in Arabic.
 */
export type CommentStrings = {
  title: string;
  empty: string;
  /** The comment box: its label, and how to mention a colleague. */
  label: string;
  hint: string;
  send: string;
  sent: string;
  edit: string;
  save: string;
  cancel: string;
  delete: string;
  deleteConfirm: string;
  deleted: string;
  /** "edited" beside a comment changed after it was written. */
  edited: string;
  /** Who wrote it when the author is gone. */
  someone: string;
  /** The mention list: its label for screen readers, when nobody matches, and `%{name}` mentioned. */
  mentionList: string;
  noMatch: string;
  mentioned: string;
  /** The attach button, the files chosen for the comment (a group's label), and a comment's files. */
  attach: string;
  toSend: string;
  attachments: string;
  /** %{name}'s comment, for the actions of one comment. */
  commentBy: string;
  /** The follow button and what it says after a press. */
  follow: string;
  unfollow: string;
  followed: string;
  unfollowed: string;
  followHelp: string;
};

/** The notification settings screen's words beyond the topics and channels (app.settings.notifications). */
export type NotificationSettingStrings = {
  title: string;
  pageTitle: string;
  description: string;
  topic: string;
  topics: Record<'tasksAssigned' | 'mentioned' | 'following' | 'approvals' | 'reminders' | 'meetingsVisits' | 'maintenanceRequests' | 'invitations', string>;
  channels: Record<'inApp' | 'email' | 'sms', string>;
  /** Why a switch is on and cannot be turned off. */
  required: string;
  digest: string;
  digestHelp: string;
  digestHour: string;
  save: string;
  saved: string;
};
