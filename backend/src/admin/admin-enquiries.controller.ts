import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { type EnquiryPage, ContactService } from '../contact/contact.service.js';
import { ListEnquiriesDto } from '../contact/dto/list-enquiries.dto.js';
import { Auth } from '../auth/auth.guard.js';

const DEFAULT_PAGE_SIZE = 20;

@ApiTags('staff')
@Auth('staff')
@Controller('admin')
export class AdminEnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Get('enquiries')
  @ApiOkResponse({
    description:
      '`{ success, enquiries: [{ _id, name, email, phone, subject, message, createdAt }], total, page, pageSize }`, newest first',
  })
  async list(@Query() query: ListEnquiriesDto): Promise<EnquiryPage & { success: true }> {
    const page = await this.contact.list(query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
    return { success: true, ...page };
  }
}
