import { Inject, Injectable } from '@nestjs/common';
import { FORMAT_MESSAGES, isValidEmail, isValidPhone, type StaffEnquiry } from '@umang/common';
import { Clock } from '../common/clock.js';
import { InvalidError } from '../common/errors/domain-error.js';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';
import { MailService } from '../mail/mail.service.js';
import { contactEnquiry, type Enquiry } from '../mail/templates.js';
import { ContactRepository } from './contact.repository.js';
import type { SendEnquiryDto } from './dto/send-enquiry.dto.js';
import { toStaffEnquiry } from './enquiry.presenter.js';

const FIELDS = ['name', 'email', 'subject', 'phone', 'message'] as const;

export interface EnquiryPage {
  enquiries: StaffEnquiry[];
  total: number;
  page: number;
  pageSize: number;
}

@Injectable()
export class ContactService {
  constructor(
    private readonly enquiries: ContactRepository,
    private readonly mail: MailService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Checks the fields in the form's order (first problem wins), keeps the enquiry, then mails it to the centre. */
  async submit(form: SendEnquiryDto): Promise<void> {
    const enquiry = this.validate(form);
    await this.enquiries.insert({ ...enquiry, createdAt: this.clock.now() });
    await this.mail.send({ to: this.config.centreEmail, replyTo: enquiry.email, ...contactEnquiry(enquiry) });
  }

  /** One page of the stored enquiries, newest first, with the total count for paging. */
  async list(page: number, pageSize: number): Promise<EnquiryPage> {
    const [rows, total] = await Promise.all([
      this.enquiries.page((page - 1) * pageSize, pageSize),
      this.enquiries.count(),
    ]);
    return { enquiries: rows.map(toStaffEnquiry), total, page, pageSize };
  }

  private validate(form: SendEnquiryDto): Enquiry {
    const [name, email, subject, phone, message] = FIELDS.map((field) => form[field]?.trim() ?? '');
    if (!name || !email || !subject || !phone || !message) {
      throw new InvalidError(FORMAT_MESSAGES.required, 'fields_missing');
    }
    if (!isValidEmail(email)) throw new InvalidError(FORMAT_MESSAGES.email, 'invalid_email');
    if (!isValidPhone(phone)) throw new InvalidError(FORMAT_MESSAGES.phone, 'invalid_phone');
    return { name, email, subject, phone, message };
  }
}
