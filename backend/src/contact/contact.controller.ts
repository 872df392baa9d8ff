import { Body, Controller, HttpCode, HttpStatus, Post, UseFilters } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import { Public } from '../auth/auth.guard.js';
import { RateLimit } from '../common/rate-limit/rate-limit.decorator.js';
import { ContactErrorFilter } from './contact-error.filter.js';
import { ContactService } from './contact.service.js';
import { SendEnquiryDto } from './dto/send-enquiry.dto.js';

@ApiTags('contact')
@Public()
@Controller('user')
@UseFilters(ContactErrorFilter)
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('econtact')
  @HttpCode(HttpStatus.OK)
  @RateLimit('contact')
  @ApiOkResponse({ description: '`{ success: true, message: "Message sent successfully!" }`' })
  @ApiBadRequestResponse({
    description: '`{ success: false, message, error }`: a field missing or malformed',
  })
  @ApiTooManyRequestsResponse({ description: 'more than 10 messages a minute from one address' })
  async send(@Body() form: SendEnquiryDto): Promise<{ success: true; message: string }> {
    await this.contact.submit(form);
    return { success: true, message: 'Message sent successfully!' };
  }
}
