export { Notice, NOTICE_TONES, type NoticeProps, type NoticeTone } from './Notice';
