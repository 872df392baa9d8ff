import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { StaffEnquiriesResponse } from '@umang/common';
import { ContactService } from '../contact/contact.service.js';
import { PageQueryDto } from '../common/validation/page-query.dto.js';
import { Auth } from '../auth/auth.guard.js';

@ApiTags('staff')
@Auth('admin', 'staff')
@Controller('admin')
export class AdminEnquiriesController {
  constructor(private readonly contact: ContactService) {}

  @Get('enquiries')
  @ApiOkResponse({
    description:
      '`{ success, enquiries: [{ _id, name, email, phone, subject, message, createdAt }], total, page, pageSize }`, newest first',
  })
  async list(@Query() query: PageQueryDto): Promise<StaffEnquiriesResponse> {
    const page = await this.contact.list(query.page, query.pageSize);
    return { success: true, ...page };
  }
}
